export function OrderStatusPage() {
  return null;
}
