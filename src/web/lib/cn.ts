import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, and when two Tailwind utilities set the same thing the later one wins: a
 * component's defaults give way to the `className` its caller passes (`h-10` then `h-auto` → `h-auto`).
 *
 * This did `twMerge(clsx(…))`. tailwind-merge knows every utility Tailwind has and weighed 8 KB gzip
 * of the landing route's JS (issue 22, docs/decisions/108). This knows the groups our own classes use;
 * `cn.test.ts` checks it against tailwind-merge on every pair of classes written in src/web, so a new
 * class family that would merge differently fails a test instead of a layout.
 */

// Utilities whose whole name is the value of one property.
const EXACT: Record<string, string> = {};
const exact = (group: string, names: string) => names.split(' ').forEach((n) => (EXACT[n] = group));
exact('display', 'block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item');
exact('position', 'static fixed absolute relative sticky');
exact('visibility', 'visible invisible collapse');
exact('sr', 'sr-only not-sr-only');
exact('case', 'uppercase lowercase capitalize normal-case');
exact('style', 'italic not-italic');
exact('decoration-line', 'underline overline line-through no-underline');
exact('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
exact('flex-wrap', 'flex-wrap flex-wrap-reverse flex-nowrap');
exact('flex', 'flex-1 flex-auto flex-initial flex-none');
exact('overflow-text', 'truncate text-ellipsis text-clip');
exact('align-content', 'content-center content-start content-end content-between content-around content-evenly content-stretch content-baseline content-normal');
exact('overflow-wrap', 'wrap-anywhere wrap-break-word wrap-normal');
exact('numeric', 'tabular-nums proportional-nums lining-nums oldstyle-nums normal-nums');

const SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl']);
const WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const BORDER_WIDTH = /^(\d+|\[\d[^\]]*px\])$/;

// Utilities named `<prefix>-<value>`: the longest matching prefix is the group.
const PREFIXES = [
  'min-h', 'min-w', 'max-h', 'max-w', 'size', 'w', 'h',
  'px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe', 'p',
  'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me', 'm',
  'space-x', 'space-y', 'gap-x', 'gap-y', 'gap',
  'justify-items', 'justify-self', 'justify', 'items', 'self', 'place-items', 'place-content',
  'whitespace', 'break', 'cursor', 'opacity', 'shadow', 'z', 'leading', 'tracking', 'grow', 'shrink', 'basis', 'order',
  'overflow-x', 'overflow-y', 'overflow', 'inset-x', 'inset-y', 'inset', 'top', 'right', 'bottom', 'left',
  'translate-x', 'translate-y', 'col-span', 'row-span', 'col-start', 'col-end', 'row-start', 'row-end', 'grid-cols', 'grid-rows', 'line-clamp', 'object', 'aspect',
  'rounded-tl', 'rounded-tr', 'rounded-bl', 'rounded-br', 'rounded-t', 'rounded-b', 'rounded-l', 'rounded-r', 'rounded',
  'transition', 'duration', 'ease', 'animate', 'pointer-events', 'select', 'scroll-mt', 'list', 'align',
  'underline-offset', 'backdrop-blur', 'divide-y', 'divide-x', 'divide', 'fill', 'stroke', 'from', 'via', 'to', 'rotate', 'scale',
];
const PREFIX_RE = new RegExp(`^(${[...PREFIXES].sort((a, b) => b.length - a.length).join('|')})(?:-(.+))?$`);

/** Setting a group also resets these narrower ones written before it (`p-0` after `px-3`). */
const COVERS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  rounded: ['rounded-t', 'rounded-b', 'rounded-l', 'rounded-r', 'rounded-tl', 'rounded-tr', 'rounded-bl', 'rounded-br'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-b': ['rounded-bl', 'rounded-br'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'font-size': ['leading'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l', 'border-w-s', 'border-w-e'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-x', 'border-color-y', 'border-color-t', 'border-color-r', 'border-color-b', 'border-color-l', 'border-color-s', 'border-color-e'],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  flex: ['grow', 'shrink', 'basis'],
  overflow: ['overflow-x', 'overflow-y'],
};

/** The group a utility (without its variants) belongs to, or undefined when it conflicts with nothing we know. */
function groupOf(utility: string): string | undefined {
  const u = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  if (EXACT[u]) return EXACT[u];
  const family = /^(text|bg|border|font|ring|outline|decoration)(?:-(.+))?$/.exec(u);
  if (family) {
    const [, name, value = ''] = family;
    if (value.startsWith('offset-')) return `${name}-offset`;
    if (name === 'text') {
      if (SIZES.has(value.split('/')[0] ?? '') || /^\[\d/.test(value)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      return /^(wrap|nowrap|balance|pretty)$/.test(value) ? 'text-wrap' : 'text-color';
    }
    if (name === 'bg') {
      if (/^(linear|radial|conic|gradient|none|\[url)/.test(value)) return 'bg-image';
      return /^(cover|contain|auto|center|top|bottom|left|right|fixed|local|scroll|repeat|no-repeat|clip|origin)/.test(value) ? `bg-${value}` : 'bg-color';
    }
    if (name === 'border') {
      if (value === '' || BORDER_WIDTH.test(value)) return 'border-w';
      const side = /^([xytrblse])(?:-(.+))?$/.exec(value);
      if (side) return side[2] === undefined || BORDER_WIDTH.test(side[2]) ? `border-w-${side[1]}` : `border-color-${side[1]}`;
      if (/^(collapse|separate)$/.test(value)) return 'border-collapse';
      return /^(solid|dashed|dotted|double|hidden|none)$/.test(value) ? 'border-style' : 'border-color';
    }
    if (name === 'font') return WEIGHTS.has(value) ? 'font-weight' : 'font-family';
    if (name === 'ring' || name === 'outline') return value === '' || /^\d+$/.test(value) || value === 'none' || value === 'hidden' ? `${name}-w` : `${name}-color`;
    return /^(solid|dashed|dotted|double|wavy)$/.test(value) ? 'decoration-style' : 'decoration-color';
  }
  return PREFIX_RE.exec(u)?.[1];
}

/** Splits `sm:hover:px-2` into its variants (`sm:hover:`) and its utility, ignoring colons inside brackets. */
function split(cls: string): [string, string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ':' && depth === 0) cut = i + 1;
  }
  return [cls.slice(0, cut), cls.slice(cut)];
}

export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class whose group (under the same variants) is already set later is dropped.
  for (const token of tokens.reverse()) {
    const [variants, utility] = split(token);
    const group = groupOf(utility);
    const important = utility.startsWith('!') || utility.endsWith('!') ? '!' : '';
    if (group) {
      const key = `${variants}${important}${group}`;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const narrower of COVERS[group] ?? []) taken.add(`${variants}${important}${narrower}`);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

// A page asks for the same few hundred class lists again on every render (each card, badge and
// button): merged once each, they were 60 ms of a dashboard's load at 4× CPU slowdown (decision 117).
const merged = new Map<string, string>();

export const cn = (...inputs: ClassValue[]) => {
  const classes = clsx(inputs);
  let result = merged.get(classes);
  if (result === undefined) {
    // Bounded: class lists built from data (widths, colours) must not grow it without end.
    if (merged.size >= 2000) merged.clear();
    result = mergeClasses(classes);
    merged.set(classes, result);
  }
  return result;
};
