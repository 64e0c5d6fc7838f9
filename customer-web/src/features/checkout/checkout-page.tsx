export function CheckoutPage() {
  return null;
}
