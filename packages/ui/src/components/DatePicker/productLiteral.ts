/**
 * The text of a literal between date segments in the product's fixed pattern DD/MM/YYYY HH:mm
 * (platform-core §2): the locale decides the order (day first in every product language) and
 * the segments' spoken names, while the separators are the same in every language.
 * @example productLiteral('.') // '/'   (Polish and German dates)
 * @example productLiteral(', ') // ' ' (between the date and the time)
 */
export function productLiteral(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '.' || trimmed === '-' || trimmed === '/') return '/';
  if (trimmed === ',' || trimmed === '') return ' ';
  return text;
}
