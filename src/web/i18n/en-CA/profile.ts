/** profile feature strings. */
export default {
  title: 'profile',
} as const;
