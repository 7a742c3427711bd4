/**
 * The page that stands in for Google's account chooser on the local backend
 * (docs/product.md#google-sign-in-on-the-local-backend): self-contained HTML, no external assets, every echoed value escaped.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export const DEFAULT_GOOGLE_NAME = 'Google Tester';
export const DEFAULT_GOOGLE_EMAIL = 'google.tester@gmail.test';

export interface AccountChooser {
  /** Where the form posts. */
  action: string;
  state: string;
  name: string;
  email: string;
  /** Shown above the form when the last attempt was refused. */
  problem?: string;
}

/** Inline styles only: the page is served with a CSP that forbids anything external. */
const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f0f4f9; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 28px; padding: 36px 40px; width: min(420px, 90vw); box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.6rem; font-weight: 400; margin: 0 0 8px; }
  p { color: #444; margin: 0 0 24px; line-height: 1.4; }
  label { display: block; font-size: .9rem; margin: 16px 0 6px; }
  input { box-sizing: border-box; width: 100%; padding: 12px; font-size: 1rem; border: 1px solid #747775; border-radius: 4px; }
  input:focus { outline: 2px solid #0b57d0; border-color: #0b57d0; }
  button { margin-top: 28px; float: right; background: #0b57d0; color: #fff; border: 0; border-radius: 20px; padding: 10px 24px; font-size: .95rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .problem { color: #b3261e; background: #fce8e6; padding: 10px 12px; border-radius: 8px; }
  .logo { font-size: 1.4rem; font-weight: 500; letter-spacing: -.5px; margin-bottom: 16px; }
`;

export function accountChooserHtml(page: AccountChooser): string {
  const problem = page.problem ? `<p class="problem" role="alert" id="problem">${escapeHtml(page.problem)}</p>` : '';
  const describedBy = page.problem ? ' aria-describedby="problem"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="logo" aria-hidden="true">Google</div>
<h1>Choose an account</h1>
<p>This local page stands in for Google sign-in. Nothing is sent to Google: enter the name and email the app should receive. An account made here opens again only in this browser.</p>
${problem}
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="state" value="${escapeHtml(page.state)}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(page.name)}"${describedBy}>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="255" value="${escapeHtml(page.email)}"${describedBy}>
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>
`;
}
