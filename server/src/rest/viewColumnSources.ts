/**
 * Which table column each column of a view comes from, read from the view's
 * rewrite rule (`pg_rewrite.ev_action`), so that embeds can follow the base
 * tables' foreign keys through views as PostgREST does.
 *
 * The rule is a pg_node_tree: `({QUERY … :targetList ({TARGETENTRY … :resno 1
 * :resname id … :resorigtbl 16392 :resorigcol 1 …} …) …})`. Only the outermost
 * query's target list describes the view's columns; target lists of subqueries
 * nested inside it (which come earlier in the text) are skipped by depth.
 */

/** A view column's origin: a column of another relation, by oid and attribute number. */
export interface ColumnOrigin {
  relation: number;
  column: number;
}

/** The outermost query's target entries: view column number → origin (absent when computed). */
export function viewColumnOrigins(ruleText: string): Map<number, ColumnOrigin> {
  const origins = new Map<number, ColumnOrigin>();
  // ( { QUERY … :targetList ( { TARGETENTRY …: the query's fields sit at depth 2, each entry's at 4.
  const queryDepth = 2;
  const entryDepth = 4;
  let depth = 0;
  let inTargetList = false;
  let entry: Record<string, number> = {};
  for (let index = 0; index < ruleText.length; index++) {
    const char = ruleText[index];
    if (char === '\\') {
      index++;
      continue;
    }
    if (char === '{' || char === '(') {
      depth++;
      if (inTargetList && depth === entryDepth) entry = {};
      continue;
    }
    if (char === '}' || char === ')') {
      if (inTargetList && depth === entryDepth && char === '}') {
        const { resno, resorigtbl, resorigcol } = entry;
        if (resno !== undefined && resorigtbl && resorigcol) {
          origins.set(resno, { relation: resorigtbl, column: resorigcol });
        }
      }
      depth--;
      if (inTargetList && depth === queryDepth) return origins;
      continue;
    }
    if (char !== ':') continue;
    if (depth === queryDepth) {
      // `:targetList <>` (no columns) is followed by the query's next field.
      inTargetList = ruleText.startsWith(':targetList ', index);
    } else if (inTargetList && depth === entryDepth) {
      const field = /^:(resno|resorigtbl|resorigcol) (\d+)/.exec(ruleText.slice(index, index + 40));
      if (field) entry[field[1] as string] = Number(field[2]);
    }
  }
  return origins;
}
