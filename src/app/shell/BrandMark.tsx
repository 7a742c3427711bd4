/** Mentoria's mark: an open book on a green tile (the same drawing as public/icons/icon.svg). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f5e4a" />
      <path d="M32 20c-5-4-11-5-18-4v28c7-1 13 0 18 4z" fill="#f7f3ec" />
      <path d="M32 20c5-4 11-5 18-4v28c-7-1-13 0-18 4z" fill="#e3d9c6" />
    </svg>
  );
}
