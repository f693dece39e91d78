/** clinic feature strings. */
export default {
  title: 'clinic',
} as const;
