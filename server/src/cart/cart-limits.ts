/** Portions of one dish a single cart or order line may hold; anything above is refused as absurd. */
export const MAX_PORTIONS_PER_LINE = 50;
/** Distinct dishes in one cart or order. */
export const MAX_LINES = 50;
