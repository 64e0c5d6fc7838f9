export function CartPage() {
  return null;
}
