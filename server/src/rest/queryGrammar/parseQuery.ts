/**
 * PostgREST's query grammar as pure functions: every parameter of a request,
 * each key read as an optional embedded resource's path (`MentoriaDatabase.order`)
 * then a field or a reserved word, each value by its parameter's grammar.
 * Anything it cannot read is a QueryParseError (400 PGRST100); the only other
 * error is PGRST123 for aggregate functions, which Supabase leaves disabled.
 */
import { parseFilter, parseLogic } from './filterParameter';
import { parseColumnList, parseCount, parseOrder } from './listParameters';
import { readJsonPath, readName, Scanner } from './scanner';
import { parseSelect } from './selectParameter';
import { emptyModifiers, type Field, type Modifiers, type ParsedQuery } from './syntaxTree';

/** The key of a parameter: an embed path, then a field or a reserved word. */
export type ParameterKey =
  | { kind: 'select' | 'columns' | 'on_conflict' }
  | { kind: 'order' | 'limit' | 'offset'; path: string[] }
  | { kind: 'logic'; path: string[]; op: 'and' | 'or'; negated: boolean }
  | { kind: 'filter'; path: string[]; field: Field };

export function parseParameterKey(input: string): ParameterKey {
  if (input === 'select' || input === 'columns' || input === 'on_conflict') return { kind: input };
  const scanner = new Scanner(input, 'filter');
  const names: string[] = [];
  for (;;) {
    names.push(readName(scanner));
    if (scanner.peek() !== '.') break;
    scanner.position++;
  }
  const json = readJsonPath(scanner);
  if (!scanner.done) scanner.fail('".", "->" or end of input');
  const last = names[names.length - 1] as string;
  if (json.length === 0) {
    if (last === 'order' || last === 'limit' || last === 'offset') return { kind: last, path: names.slice(0, -1) };
    if (last === 'or' || last === 'and') {
      const negated = names[names.length - 2] === 'not';
      return { kind: 'logic', op: last, negated, path: names.slice(0, negated ? -2 : -1) };
    }
  }
  return { kind: 'filter', path: names.slice(0, -1), field: { name: last, json } };
}

/**
 * Reads every parameter of a request. `isArgument` says which parameters are a
 * function's arguments (GET /rpc/fn?x=1) rather than filters.
 */
export function parseQuery(
  pairs: [string, string][],
  isArgument: (key: string, value: string) => boolean = () => false,
): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ kind: 'star' }],
    columns: null,
    onConflict: null,
    root: emptyModifiers(),
    embedded: [],
    args: [],
  };
  const modifiersAt = (path: string[]): Modifiers => {
    if (path.length === 0) return query.root;
    const key = JSON.stringify(path);
    let entry = query.embedded.find((candidate) => JSON.stringify(candidate.path) === key);
    if (!entry) {
      entry = { path, modifiers: emptyModifiers() };
      query.embedded.push(entry);
    }
    return entry.modifiers;
  };
  for (const [rawKey, value] of pairs) {
    if (isArgument(rawKey, value)) {
      query.args.push([rawKey, value]);
      continue;
    }
    const key = parseParameterKey(rawKey);
    switch (key.kind) {
      case 'select':
        query.select = parseSelect(value);
        break;
      case 'columns':
        query.columns = parseColumnList('columns parameter', value);
        break;
      case 'on_conflict':
        query.onConflict = parseColumnList('on_conflict parameter', value);
        break;
      case 'order':
        modifiersAt(key.path).order.push(...parseOrder(value));
        break;
      case 'limit':
      case 'offset':
        modifiersAt(key.path)[key.kind] = parseCount(key.kind, value);
        break;
      case 'logic':
        modifiersAt(key.path).conditions.push(parseLogic(key.op, key.negated, value));
        break;
      case 'filter':
        modifiersAt(key.path).conditions.push(parseFilter(key.field, value));
        break;
    }
  }
  return query;
}
