/** Whether a computed CSS colour (`rgb(…)` or `rgba(…)`) reads as red: red clearly above green and blue. */
export function isReddish(cssColor: string): boolean {
  const [r = 0, g = 0, b = 0, alpha = 1] = (cssColor.match(/[\d.]+/g) ?? []).map(Number);
  return alpha > 0 && r > 120 && r > g * 1.4 && r > b * 1.4;
}

/** The colours that make a box look red: its text, background and border. */
export const BOX_COLOUR_PROPERTIES = ['color', 'background-color', 'border-top-color', 'border-left-color'] as const;
