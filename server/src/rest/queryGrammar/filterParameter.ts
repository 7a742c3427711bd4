/**
 * Filters (`col=not.op.value`) and and/or trees (`or=(a.eq.1,and(b.gt.2,c.is.null))`):
 * the operators PostgREST knows, their operands, quoted or raw, lists and
 * array literals.
 */
import { readField, readQuoted, Scanner } from './scanner';
import {
  COMPARISON_OPERATORS,
  IS_VALUES,
  QUANTIFIABLE_OPERATORS,
  TEXT_SEARCH_OPERATORS,
  type ComparisonOperator,
  type Condition,
  type Field,
  type Filter,
  type IsValue,
  type Logic,
  type Operation,
  type Quantifier,
  type TextSearchOperator,
} from './syntaxTree';

const OPERATORS_EXPECTED = `operator (${[...COMPARISON_OPERATORS, ...TEXT_SEARCH_OPERATORS, 'is', 'in'].join(', ')})`;

function isComparison(word: string): word is ComparisonOperator {
  return (COMPARISON_OPERATORS as readonly string[]).includes(word);
}

function isTextSearch(word: string): word is TextSearchOperator {
  return (TEXT_SEARCH_OPERATORS as readonly string[]).includes(word);
}

function isQuantifiable(word: string): boolean {
  return (QUANTIFIABLE_OPERATORS as readonly string[]).includes(word);
}

/**
 * Reads `[not.]op[(modifier)].operand`. `inLogic` is true inside `or=(…)`, where an
 * operand ends at `,` or `)` unless quoted; at the top level it is the rest of the value.
 */
function readOperation(scanner: Scanner, inLogic: boolean): { negated: boolean; operation: Operation } {
  let negated = false;
  if (scanner.startsWith('not.')) {
    negated = true;
    scanner.position += 4;
  }
  const start = scanner.position;
  while (/[a-z]/.test(scanner.peek())) scanner.position++;
  const word = scanner.input.slice(start, scanner.position);
  let config: string | null = null;
  if (isTextSearch(word) && scanner.peek() === '(') {
    scanner.position++;
    const configStart = scanner.position;
    while (/[a-z0-9_]/i.test(scanner.peek())) scanner.position++;
    config = scanner.input.slice(configStart, scanner.position);
    if (config === '') scanner.fail('a text search configuration name');
    scanner.expect(')');
  }
  let quantifier: Quantifier | undefined;
  if (isQuantifiable(word) && (scanner.startsWith('(any)') || scanner.startsWith('(all)'))) {
    quantifier = scanner.startsWith('(any)') ? 'any' : 'all';
    scanner.position += 5;
  }
  if (!isComparison(word) && !isTextSearch(word) && word !== 'is' && word !== 'in') {
    scanner.position = start;
    scanner.fail(`"not" or ${OPERATORS_EXPECTED}`);
  }
  scanner.expect('.');
  if (word === 'in') return { negated, operation: { op: 'in', values: readList(scanner) } };
  const operand = inLogic ? readLogicOperand(scanner) : readRest(scanner);
  if (word === 'is') {
    const value = operand.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value)) {
      scanner.position -= operand.length;
      scanner.fail('null, not_null, true, false or unknown');
    }
    return { negated, operation: { op: 'is', value: value as IsValue } };
  }
  if (isTextSearch(word)) return { negated, operation: { op: word, config, value: operand } };
  const operation: Operation = { op: word as ComparisonOperator, value: operand };
  return { negated, operation: quantifier ? { ...operation, quantifier } : operation };
}

function readRest(scanner: Scanner): string {
  const rest = scanner.input.slice(scanner.position);
  scanner.position = scanner.input.length;
  return rest;
}
/** An operand inside `or=(…)`: `"quoted"`, `{array,literal}`, or raw text up to `,` or `)`. */
function readLogicOperand(scanner: Scanner): string {
  if (scanner.peek() === '"') return readQuoted(scanner);
  if (scanner.peek() === '{') {
    const end = scanner.input.indexOf('}', scanner.position);
    if (end < 0) scanner.fail('"}"');
    const text = scanner.input.slice(scanner.position, end + 1);
    scanner.position = end + 1;
    return text;
  }
  const start = scanner.position;
  while (!scanner.done && scanner.peek() !== ',' && scanner.peek() !== ')') scanner.position++;
  return scanner.input.slice(start, scanner.position);
}

/** `(a,"b,c",d)`: elements quoted (backslash escapes) or raw up to `,` or `)`; `()` is empty. */
function readList(scanner: Scanner): string[] {
  scanner.expect('(');
  const values: string[] = [];
  if (scanner.peek() === ')') {
    scanner.position++;
    return values;
  }
  for (;;) {
    if (scanner.peek() === '"') {
      values.push(readQuoted(scanner));
    } else {
      const start = scanner.position;
      while (!scanner.done && scanner.peek() !== ',' && scanner.peek() !== ')' && scanner.peek() !== '"') {
        scanner.position++;
      }
      values.push(scanner.input.slice(start, scanner.position));
    }
    if (scanner.peek() === ',') {
      scanner.position++;
      continue;
    }
    scanner.expect(')');
    return values;
  }
}

/** The value of a `column=…` parameter. */
export function parseFilter(field: Field, input: string): Filter {
  const scanner = new Scanner(input, 'filter');
  const { negated, operation } = readOperation(scanner, false);
  return { kind: 'filter', field, negated, operation };
}

/** The value of an `or=…`/`and=…` parameter: `(cond,cond,…)`, where a cond may nest `and(…)`/`or(…)`. */
export function parseLogic(op: 'and' | 'or', negated: boolean, input: string): Logic {
  const scanner = new Scanner(input, 'logic tree');
  const conditions = readLogicBody(scanner);
  if (!scanner.done) scanner.fail('end of input');
  return { kind: 'logic', op, negated, conditions };
}

function readLogicBody(scanner: Scanner): Condition[] {
  scanner.expect('(');
  const conditions: Condition[] = [readCondition(scanner)];
  while (scanner.peek() === ',') {
    scanner.position++;
    conditions.push(readCondition(scanner));
  }
  scanner.expect(')');
  return conditions;
}

function readCondition(scanner: Scanner): Condition {
  const negated = scanner.startsWith('not.');
  const afterNot = negated ? 4 : 0;
  for (const op of ['and', 'or'] as const) {
    if (scanner.input.startsWith(`${op}(`, scanner.position + afterNot)) {
      scanner.position += afterNot + op.length;
      return { kind: 'logic', op, negated, conditions: scanner.nested(() => readLogicBody(scanner)) };
    }
  }
  const field = readField(scanner);
  scanner.expect('.');
  const operation = readOperation(scanner, true);
  return { kind: 'filter', field, ...operation };
}
