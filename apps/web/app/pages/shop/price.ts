/**
 * Subtotal (and total: shipping is never added, the checkout shows only its type) of an
 * order: price x quantity, rounded to cents so 0.1 x 3 is 0.3 and not 0.30000000000000004.
 */
export const orderTotal = (price: number, quantity: number) =>
  Math.round(price * quantity * 100) / 100;

/**
 * The quantity typed in the form, or null unless it is a whole number of at least 1.
 * The number input may hand over "", "1.5" or "-2" when typed by hand.
 */
export function parseQuantity(input: string): number | null {
  if (!/^\s*\d+\s*$/.test(input)) return null;
  const value = Number(input);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}
