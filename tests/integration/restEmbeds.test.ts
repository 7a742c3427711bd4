/**
 * Resource embedding as a hosted project's PostgREST answers it, through
 * supabase-js: embedded counts, spreads, many-to-many through a junction,
 * embeds through views, constraint and column hints, a table that references
 * itself, computed fields, empty embeds used as filters, and the errors for
 * no or several relationships. The tables are this file's own, made in its
 * database clone and picked up by `NOTIFY pgrst, 'reload schema'`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { createAndReload } from '../support/schemaReload';

let t: TestBackend;
let anon: SupabaseClient;

const SCHEMA = `
create table public.chat_users (id int primary key, name text not null);
create table public.chat_channels (id int primary key, slug text not null);
create table public.chat_messages (
  id int primary key,
  channel_id int not null references public.chat_channels (id),
  sender_id int not null references public.chat_users (id),
  recipient_id int references public.chat_users (id),
  body text not null
);
create table public.chat_tags (id int primary key, label text not null);
create table public.chat_message_tags (
  message_id int not null references public.chat_messages (id),
  tag_id int not null references public.chat_tags (id),
  primary key (message_id, tag_id)
);
create view public.chat_posts as select id, sender_id as author_id, body from public.chat_messages;
create table public.chat_nodes (id int primary key, parent_id int references public.chat_nodes (id), label text not null);
create function public.shout(public.chat_messages) returns text language sql stable as $$ select upper($1.body) $$;

insert into public.chat_users values (1, 'ada'), (2, 'bob'), (3, 'cy');
insert into public.chat_channels values (10, 'general'), (20, 'random'), (30, 'empty');
insert into public.chat_messages values
  (100, 10, 1, 2, 'hello'), (101, 10, 2, 1, 'hi ada'), (102, 20, 1, null, 'anyone?');
insert into public.chat_tags values (1, 'greeting'), (2, 'question'), (3, 'unused');
insert into public.chat_message_tags values (100, 1), (101, 1), (102, 2);
insert into public.chat_nodes values (1, null, 'root'), (2, 1, 'left'), (3, 1, 'right');

grant select on public.chat_users, public.chat_channels, public.chat_messages, public.chat_tags,
  public.chat_message_tags, public.chat_posts, public.chat_nodes to anon, authenticated, service_role;
grant update on public.chat_messages to service_role;
grant execute on function public.shout(public.chat_messages) to anon, authenticated, service_role;
`;

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  await createAndReload(t, SCHEMA, async () => (await anon.from('chat_posts').select('id').limit(1)).status === 200);
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

describe('embedded counts', () => {
  test('messages(count) gives each channel the number of its messages, as [{ count }]', async () => {
    const { data, error } = await anon.from('chat_channels').select('slug,chat_messages(count)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'general', chat_messages: [{ count: 2 }] },
      { slug: 'random', chat_messages: [{ count: 1 }] },
      { slug: 'empty', chat_messages: [{ count: 0 }] },
    ]);
  });

  test('the count respects the embed’s own filters', async () => {
    const { data, error } = await anon
      .from('chat_channels')
      .select('slug,chat_messages(count)')
      .eq('chat_messages.sender_id', 1)
      .order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.chat_messages)).toEqual([[{ count: 1 }], [{ count: 1 }], [{ count: 0 }]]);
  });

  test('count beside other columns is a grouping error from Postgres (400 42803), as on a hosted project', async () => {
    const { error, status } = await anon.from('chat_channels').select('slug,chat_messages(count,id)');
    expect(status).toBe(400);
    expect(error?.code).toBe('42803');
  });

  test('count() as an aggregate is refused while aggregates are disabled, as on a hosted project', async () => {
    const { error, status } = await anon.from('chat_channels').select('count()');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
  });
});

describe('spread embeds', () => {
  test('...channels(slug) puts the channel’s slug among the message’s own keys', async () => {
    const { data, error } = await anon.from('chat_messages').select('id,...chat_channels(slug)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 100, slug: 'general' },
      { id: 101, slug: 'general' },
      { id: 102, slug: 'random' },
    ]);
  });

  test('a spread keeps aliases, nests, and gives null keys when there is no related row', async () => {
    const { data, error } = await anon
      .from('chat_messages')
      .select('id,...recipient:chat_users!recipient_id(to:name)')
      .order('id');
    // A spread takes no alias (PostgREST's grammar), so this is a parse error…
    expect(error?.code).toBe('PGRST100');
    expect(data).toBeNull();
    const spread = await anon.from('chat_messages').select('id,...chat_users!recipient_id(to:name)').order('id');
    expect(spread.error).toBeNull();
    expect(spread.data).toEqual([
      { id: 100, to: 'bob' },
      { id: 101, to: 'ada' },
      { id: 102, to: null },
    ]);
  });

  test('a spread of * and a nested spread flatten every key into the row', async () => {
    const { data, error } = await anon
      .from('chat_message_tags')
      .select('...chat_messages(body,...chat_channels(slug)),...chat_tags(*)')
      .eq('message_id', 102);
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'anyone?', slug: 'random', id: 2, label: 'question' }]);
  });

  test('a to-many spread gives an array of values per key (PostgREST 13)', async () => {
    const { data, error } = await anon
      .from('chat_channels')
      .select('slug,...chat_messages(bodies:body)')
      .order('id')
      .order('id', { referencedTable: 'chat_messages' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'general', bodies: ['hello', 'hi ada'] },
      { slug: 'random', bodies: ['anyone?'] },
      { slug: 'empty', bodies: [] },
    ]);
  });
});

describe('many-to-many through a junction table', () => {
  test('messages embed their tags through message_tags, and tags their messages', async () => {
    const messages = await anon.from('chat_messages').select('id,chat_tags(label)').order('id');
    expect(messages.error).toBeNull();
    expect(messages.data).toEqual([
      { id: 100, chat_tags: [{ label: 'greeting' }] },
      { id: 101, chat_tags: [{ label: 'greeting' }] },
      { id: 102, chat_tags: [{ label: 'question' }] },
    ]);
    const tags = await anon
      .from('chat_tags')
      .select('label,chat_messages!chat_message_tags(id)')
      .order('id')
      .order('id', { referencedTable: 'chat_messages' });
    expect(tags.error).toBeNull();
    expect(tags.data).toEqual([
      { label: 'greeting', chat_messages: [{ id: 100 }, { id: 101 }] },
      { label: 'question', chat_messages: [{ id: 102 }] },
      { label: 'unused', chat_messages: [] },
    ]);
  });
});

describe('embedding through views', () => {
  test('a view’s renamed column still follows the base table’s foreign key, both ways', async () => {
    const posts = await anon.from('chat_posts').select('id,author:chat_users(name)').order('id');
    expect(posts.error).toBeNull();
    expect(posts.data).toEqual([
      { id: 100, author: { name: 'ada' } },
      { id: 101, author: { name: 'bob' } },
      { id: 102, author: { name: 'ada' } },
    ]);
    const users = await anon.from('chat_users').select('name,chat_posts(id)').order('id').order('id', {
      referencedTable: 'chat_posts',
    });
    expect(users.error).toBeNull();
    expect(users.data).toEqual([
      { name: 'ada', chat_posts: [{ id: 100 }, { id: 102 }] },
      { name: 'bob', chat_posts: [{ id: 101 }] },
      { name: 'cy', chat_posts: [] },
    ]);
  });
});

describe('hints and ambiguity', () => {
  test('two foreign keys to one table answer 300 PGRST201 with both relationships and their hints', async () => {
    const { error, status } = await anon.from('chat_messages').select('id,chat_users(name)');
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'chat_messages' and 'chat_users'",
      hint:
        "Try changing 'chat_users' to one of the following: 'chat_users!chat_messages_sender_id_fkey', " +
        "'chat_users!chat_messages_recipient_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    expect(error?.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'chat_messages with chat_users',
          relationship: 'chat_messages_sender_id_fkey using chat_messages(sender_id) and chat_users(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'chat_messages with chat_users',
          relationship: 'chat_messages_recipient_id_fkey using chat_messages(recipient_id) and chat_users(id)',
        },
      ]),
    );
  });

  test('a constraint name or a column name as the hint picks one', async () => {
    const byConstraint = await anon
      .from('chat_messages')
      .select('id,author:chat_users!chat_messages_sender_id_fkey(name)')
      .eq('id', 101);
    expect(byConstraint.error).toBeNull();
    expect(byConstraint.data).toEqual([{ id: 101, author: { name: 'bob' } }]);
    const byColumn = await anon.from('chat_messages').select('id,to:chat_users!recipient_id(name)').eq('id', 101);
    expect(byColumn.error).toBeNull();
    expect(byColumn.data).toEqual([{ id: 101, to: { name: 'ada' } }]);
  });

  test('no relationship answers 400 PGRST200', async () => {
    const { error, status } = await anon.from('chat_tags').select('id,chat_channels(slug)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'chat_tags' and 'chat_channels' in the schema cache",
    });
  });
});

describe('a table that references itself', () => {
  test('the table’s name gives the children, the foreign-key column the parent, and a hint the children', async () => {
    const { data, error } = await anon
      .from('chat_nodes')
      .select('label,parent:parent_id(label),children:chat_nodes!parent_id(label)')
      .order('id')
      .order('id', { referencedTable: 'children' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { label: 'root', parent: null, children: [{ label: 'left' }, { label: 'right' }] },
      { label: 'left', parent: { label: 'root' }, children: [] },
      { label: 'right', parent: { label: 'root' }, children: [] },
    ]);
    const plain = await anon.from('chat_nodes').select('label,chat_nodes(label)').eq('id', 1);
    expect(plain.error).toBeNull();
    expect(plain.data).toEqual([{ label: 'root', chat_nodes: [{ label: 'left' }, { label: 'right' }] }]);
  });
});

describe('computed fields', () => {
  test('a function taking the row is selectable, filterable and orderable like a column', async () => {
    const { data, error } = await anon
      .from('chat_messages')
      .select('id,shout')
      .like('shout', 'H*')
      .order('shout', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 101, shout: 'HI ADA' },
      { id: 100, shout: 'HELLO' },
    ]);
  });

  test('inside an embed, and not part of *', async () => {
    const { data, error } = await anon.from('chat_channels').select('slug,chat_messages(*,loud:shout)').eq('id', 20);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        slug: 'random',
        chat_messages: [
          { id: 102, channel_id: 20, sender_id: 1, recipient_id: null, body: 'anyone?', loud: 'ANYONE?' },
        ],
      },
    ]);
  });

  test('in the rows a write returns', async () => {
    const { data, error } = await t
      .serviceClient()
      .from('chat_messages')
      .update({ body: 'anyone?' })
      .eq('id', 102)
      .select('id,shout');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 102, shout: 'ANYONE?' }]);
  });
});

describe('empty embeds as filters', () => {
  test('an empty !inner embed filters the parents and adds no key', async () => {
    const { data, error } = await anon
      .from('chat_channels')
      .select('slug,chat_messages!inner()')
      .eq('chat_messages.sender_id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: 'general' }]);
  });

  test('rel=not.is.null and rel=is.null keep the parents with and without (filtered) embedded rows', async () => {
    const having = await anon
      .from('chat_channels')
      .select('slug,chat_messages()')
      .not('chat_messages', 'is', null)
      .order('id');
    expect(having.error).toBeNull();
    expect(having.data).toEqual([{ slug: 'general' }, { slug: 'random' }]);
    const without = await anon.from('chat_channels').select('slug,chat_messages()').is('chat_messages', null);
    expect(without.error).toBeNull();
    expect(without.data).toEqual([{ slug: 'empty' }]);
  });
});
