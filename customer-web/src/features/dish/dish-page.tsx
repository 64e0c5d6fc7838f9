export function DishPage() {
  return null;
}
