import { findRelationship } from './relationships';
import { RestError } from './restError';
import type { ForeignKey, Relation, SchemaCache } from './schemaCache';
import { errorThrownBy } from './testing/errorThrownBy';

const table = (name: string, primaryKey: string[], isView = false): [string, Relation] => [
  name,
  { name, columns: [], primaryKey, uniqueKeys: primaryKey.length > 0 ? [primaryKey] : [], isView },
];
const fk = (constraint: string, from: string, columns: string[], to: string, foreignColumns: string[]): ForeignKey => ({
  constraint,
  table: from,
  columns,
  foreignTable: to,
  foreignColumns,
});

/** Users send messages to users; messages carry tags through a junction; nodes nest; a view renames a column. */
const cache: SchemaCache = {
  relations: new Map([
    table('users', ['id']),
    table('messages', ['id']),
    table('tags', ['id']),
    table('message_tags', ['message_id', 'tag_id']),
    table('nodes', ['id']),
    table('posts', [], true),
  ]),
  foreignKeys: [
    fk('messages_sender_id_fkey', 'messages', ['sender_id'], 'users', ['id']),
    fk('messages_recipient_id_fkey', 'messages', ['recipient_id'], 'users', ['id']),
    fk('message_tags_message_id_fkey', 'message_tags', ['message_id'], 'messages', ['id']),
    fk('message_tags_tag_id_fkey', 'message_tags', ['tag_id'], 'tags', ['id']),
    fk('nodes_parent_id_fkey', 'nodes', ['parent_id'], 'nodes', ['id']),
    fk('messages_sender_id_fkey', 'posts', ['author_id'], 'users', ['id']),
  ],
  functions: new Map(),
  computedFields: new Map(),
};

describe('finding the relationship an embed names', () => {
  test('two foreign keys to one table are ambiguous (300 PGRST201), each hint pointing at the table', () => {
    const error = errorThrownBy(RestError, () => findRelationship(cache, 'messages', 'users', null));
    expect(error.httpStatus).toBe(300);
    expect(error.code).toBe('PGRST201');
    expect(error.hint).toBe(
      "Try changing 'users' to one of the following: 'users!messages_sender_id_fkey', " +
        "'users!messages_recipient_id_fkey'. Find the desired relationship in the 'details' key.",
    );
  });

  test('a constraint or a column as the hint; a column or a constraint as the name', () => {
    expect(findRelationship(cache, 'messages', 'users', 'messages_sender_id_fkey').join).toEqual([['sender_id', 'id']]);
    expect(findRelationship(cache, 'messages', 'users', 'recipient_id').join).toEqual([['recipient_id', 'id']]);
    expect(findRelationship(cache, 'messages', 'recipient_id', null).target).toBe('users');
    expect(findRelationship(cache, 'messages', 'messages_sender_id_fkey', null).join).toEqual([['sender_id', 'id']]);
    expect(findRelationship(cache, 'users', 'messages', 'sender_id')).toMatchObject({
      cardinality: 'one-to-many',
      join: [['id', 'sender_id']],
    });
  });

  test('a junction whose primary key holds both foreign keys joins many to many, hinted by its name', () => {
    const relationship = findRelationship(cache, 'tags', 'messages', 'message_tags');
    expect(relationship).toMatchObject({ cardinality: 'many-to-many', target: 'messages', join: [] });
    expect(relationship.junction).toEqual({
      table: 'message_tags',
      parentConstraint: 'message_tags_tag_id_fkey',
      parentJoin: [['id', 'tag_id']],
      targetConstraint: 'message_tags_message_id_fkey',
      targetJoin: [['id', 'message_id']],
    });
    // Without the hint, tags reach messages only through the junction.
    expect(findRelationship(cache, 'tags', 'messages', null).cardinality).toBe('many-to-many');
  });

  test('in a table that references itself, its name means the children and its column the parent', () => {
    expect(findRelationship(cache, 'nodes', 'nodes', null)).toMatchObject({
      cardinality: 'one-to-many',
      join: [['id', 'parent_id']],
    });
    expect(findRelationship(cache, 'nodes', 'parent_id', null)).toMatchObject({
      cardinality: 'many-to-one',
      join: [['parent_id', 'id']],
    });
    expect(findRelationship(cache, 'nodes', 'nodes', 'parent_id').cardinality).toBe('one-to-many');
  });

  test('a view takes the foreign keys of the columns it shows', () => {
    expect(findRelationship(cache, 'posts', 'users', null).join).toEqual([['author_id', 'id']]);
    expect(findRelationship(cache, 'users', 'posts', null).cardinality).toBe('one-to-many');
    // The constraint as the name designates the table it belongs to, never the view.
    expect(findRelationship(cache, 'users', 'messages_sender_id_fkey', null).target).toBe('messages');
  });

  test('no relationship is 400 PGRST200, naming the hint', () => {
    expect(errorThrownBy(RestError, () => findRelationship(cache, 'tags', 'users', 'nope')).body()).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'tags' and 'users' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'tags' and 'users' using the hint 'nope' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });
});
