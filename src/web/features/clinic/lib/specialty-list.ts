/** Staff specialties are typed as one comma-separated line and sent as a list. */

/** "Cardiology, , echocardiography,Cardiology" → ['Cardiology', 'echocardiography']: trimmed, blanks and repeats (any case) dropped. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const item = part.trim().replace(/\s+/g, ' ');
    const key = item.toLocaleLowerCase('en-CA');
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** The list back as the text the field shows. */
export const joinList = (items: readonly string[]) => items.join(', ');
