/**
 * Which documents are one customer. A document is known by its contact tokens: its e-mail
 * address (`e:` + lower case) and its phone number (`p:` + the last ten digits); documents that
 * share a token are one customer (so a quote with e-mail and phone joins an invoice with only the
 * phone). A document with neither is known by its name (`n:`), and joins the one customer whose
 * documents use that same name, if there is exactly one. Merges staff made by hand join two
 * customers the tokens did not. A customer's id is its smallest token: stable while it keeps them.
 */
export interface ContactFields {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface Merge {
  fromKey: string;
  intoKey: string;
}

export interface CustomerGroup<D> {
  id: string;
  tokens: Set<string>;
  documents: D[];
  /** A merge made by hand touches this customer (it can be split). */
  merged: boolean;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function contactTokens(fields: ContactFields): string[] {
  const tokens: string[] = [];
  const email = fields.email?.trim().toLowerCase();
  if (email && email.includes('@')) tokens.push(`e:${email}`);
  const digits = (fields.phone ?? '').replace(/\D/g, '');
  if (digits.length >= 10) tokens.push(`p:${digits.slice(-10)}`);
  return tokens;
}

export const nameToken = (name: string) => `n:${normalName(name)}`;

class UnionFind {
  private readonly parent = new Map<string, string>();

  find(key: string): string {
    let root = key;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    if (!this.parent.has(root)) this.parent.set(root, root);
    // Path compression keeps later finds short.
    let node = key;
    while (node !== root) {
      const next = this.parent.get(node) ?? root;
      this.parent.set(node, root);
      node = next;
    }
    return root;
  }

  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
}

export function groupCustomers<D extends ContactFields>(documents: readonly D[], merges: readonly Merge[]): CustomerGroup<D>[] {
  const sets = new UnionFind();
  const keyOf = new Map<D, string>();
  const byContact: D[] = [];
  const byNameOnly: D[] = [];
  for (const document of documents) {
    const tokens = contactTokens(document);
    if (tokens.length === 0) {
      byNameOnly.push(document);
      continue;
    }
    for (const token of tokens.slice(1)) sets.union(tokens[0]!, token);
    keyOf.set(document, tokens[0]!);
    byContact.push(document);
  }
  // A name-only document joins the customer that uses its name, when exactly one does.
  const contactRootsByName = new Map<string, Set<string>>();
  for (const document of byContact) {
    const name = nameToken(document.name);
    const roots = contactRootsByName.get(name) ?? new Set<string>();
    roots.add(sets.find(keyOf.get(document)!));
    contactRootsByName.set(name, roots);
  }
  for (const document of byNameOnly) {
    const name = nameToken(document.name);
    const roots = contactRootsByName.get(name);
    if (roots && roots.size === 1) sets.union(name, [...roots][0]!);
    keyOf.set(document, name);
  }
  const known = new Set<string>([...keyOf.values()].map((key) => sets.find(key)));
  const mergedRoots = new Set<string>();
  for (const merge of merges) {
    // A merge whose customer no longer exists (its documents changed) is left out, not guessed.
    if (!known.has(sets.find(merge.fromKey)) || !known.has(sets.find(merge.intoKey))) continue;
    sets.union(merge.fromKey, merge.intoKey);
    mergedRoots.add(merge.fromKey);
  }
  const groups = new Map<string, CustomerGroup<D>>();
  for (const document of documents) {
    const key = keyOf.get(document)!;
    const root = sets.find(key);
    const group = groups.get(root) ?? { id: root, tokens: new Set<string>(), documents: [], merged: false };
    group.documents.push(document);
    for (const token of [...contactTokens(document), nameToken(document.name)]) if (sets.find(token) === root || token === key) group.tokens.add(token);
    groups.set(root, group);
  }
  for (const fromKey of mergedRoots) {
    const group = groups.get(sets.find(fromKey));
    if (group) group.merged = true;
  }
  return [...groups.values()];
}
