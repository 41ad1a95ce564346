/** "shipping_orders" -> "Shipping orders". */
export const labelText = (value: string) => {
  const words = value.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
