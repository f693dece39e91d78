// What Radix's checkbox, radio group and switch get for `useSize` (tooling/radix-control-size.ts, decision 138):
// no size, so their hidden inputs keep the browser's own and nothing forces a layout as they mount.
export function useSize(_element: HTMLElement | null): undefined {
  return undefined;
}
