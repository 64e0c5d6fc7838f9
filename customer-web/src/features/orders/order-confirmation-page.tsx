export function OrderConfirmationPage() {
  return null;
}
