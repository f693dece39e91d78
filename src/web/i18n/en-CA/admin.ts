/** admin feature strings. */
export default {
  title: 'admin',
} as const;
