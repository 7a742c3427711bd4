import type { ForeignKey } from './schemaCache';
import { viewColumnOrigins } from './viewColumnSources';
import { viewForeignKeys, type CatalogueRelation } from './viewForeignKeys';

/**
 * The rule of `create view message_view as select m.id, m.sender_id as author_id,
 * (select 1 from users u where u.id = m.id) as x, 'a,b{}' as "we ird" from messages m`
 * as PostgreSQL prints it (fields the reader skips are trimmed). The subquery's own
 * target list comes first in the text and must not be taken for the view's.
 */
const RULE =
  '({QUERY :commandType 1 :cteList <> :rtable ({RANGETBLENTRY :alias {ALIAS :aliasname m :colnames <>} ' +
  ':eref {ALIAS :aliasname m :colnames ("id" "sender_id" "body")} :rtekind 0 :relid 16392}) ' +
  ':jointree {FROMEXPR :fromlist ({RANGETBLREF :rtindex 1}) :quals <>} ' +
  ':targetList (' +
  '{TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16392 :resorigcol 1 :resjunk false} ' +
  '{TARGETENTRY :expr {VAR :varno 1 :varattno 2} :resno 2 :resname author_id :ressortgroupref 0 :resorigtbl 16392 :resorigcol 2 :resjunk false} ' +
  '{TARGETENTRY :expr {SUBLINK :subLinkType 4 :subselect {QUERY :commandType 1 :rtable ({RANGETBLENTRY :relid 16384}) ' +
  ':targetList ({TARGETENTRY :expr {CONST :consttype 23 :constvalue 4 [ 1 0 0 0 ]} :resno 1 :resname ?column? ' +
  ':ressortgroupref 0 :resorigtbl 16384 :resorigcol 1 :resjunk false}) :sortClause <>} :location -1} ' +
  ':resno 3 :resname x :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false} ' +
  '{TARGETENTRY :expr {CONST :consttype 25 :constvalue 9 [ 36 0 0 0 97 44 98 123 125 ]} :resno 4 :resname we\\ ird\\{\\) ' +
  ':ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false}' +
  ') :override 0 :returningList <> :sortClause <>})';

describe('where view columns come from', () => {
  test('reads the outermost target list only: plain columns have an origin, computed ones none', () => {
    expect(viewColumnOrigins(RULE)).toEqual(
      new Map([
        [1, { relation: 16392, column: 1 }],
        [2, { relation: 16392, column: 2 }],
      ]),
    );
  });

  test('a view without columns has no origins', () => {
    expect(
      viewColumnOrigins(
        '({QUERY :commandType 1 :targetList <> :returningList ({TARGETENTRY :resno 1 :resorigtbl 5 :resorigcol 1})})',
      ),
    ).toEqual(new Map());
  });
});

describe('foreign keys through views', () => {
  const relation = (oid: number, name: string, columns: string[], rule: string | null = null): CatalogueRelation => ({
    oid,
    name,
    columns: new Map(columns.map((column, index) => [index + 1, column])),
    rule,
  });
  const users = relation(16384, 'users', ['id', 'name']);
  const messages = relation(16392, 'messages', ['id', 'sender_id', 'body']);
  const view = relation(20000, 'message_view', ['id', 'author_id', 'x', 'we ird'], RULE);
  /** A view of the view, and a view of users that renames its key. */
  const nested = relation(
    20001,
    'recent_posts',
    ['post_id', 'writer'],
    '({QUERY :targetList ({TARGETENTRY :resno 1 :resorigtbl 20000 :resorigcol 1} {TARGETENTRY :resno 2 :resorigtbl 20000 :resorigcol 2})})',
  );
  const people = relation(
    20002,
    'people',
    ['person_id'],
    '({QUERY :targetList ({TARGETENTRY :resno 1 :resorigtbl 16384 :resorigcol 1})})',
  );
  const sender: ForeignKey = {
    constraint: 'messages_sender_id_fkey',
    table: 'messages',
    columns: ['sender_id'],
    foreignTable: 'users',
    foreignColumns: ['id'],
  };

  test('a view (or a view of it) showing the foreign-key columns refers where the table refers, under the same name', () => {
    const derived = viewForeignKeys([users, messages, view, nested, people], [sender]);
    expect(derived).toEqual(
      expect.arrayContaining([
        { ...sender, table: 'message_view', columns: ['author_id'] },
        { ...sender, table: 'recent_posts', columns: ['writer'] },
        { ...sender, foreignTable: 'people', foreignColumns: ['person_id'] },
        {
          ...sender,
          table: 'message_view',
          columns: ['author_id'],
          foreignTable: 'people',
          foreignColumns: ['person_id'],
        },
      ]),
    );
    expect(derived).toHaveLength(5);
  });

  test('a view missing a foreign-key column takes no part in it', () => {
    const partial = relation(
      20003,
      'bodies',
      ['body'],
      '({QUERY :targetList ({TARGETENTRY :resno 1 :resorigtbl 16392 :resorigcol 3})})',
    );
    expect(viewForeignKeys([users, messages, partial], [sender])).toEqual([]);
  });
});
