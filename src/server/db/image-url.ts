/** Image URLs are stable paths served by the images route (modules/images); rows map their ids here. */
export const imageUrl = (id: number) => `/api/images/${id}`;

/** For nullable image columns; ids may arrive as strings or bigints from a driver. */
export const imageUrlFor = (id: number | string | null): string | null => (id === null ? null : imageUrl(Number(id)));
