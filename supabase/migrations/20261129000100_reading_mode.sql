-- The reader's page colours (docs/product.md#the-reader-is-a-study-tool):
-- light, sepia or dark, chosen in the reader and kept with the learner's other
-- settings, so the mode chosen on one device is there on the next. The
-- constraint's name is its rule, so a refused value says what is allowed (23514).
alter table public.learner_settings
  add column reading_mode text not null default 'light'
    constraint "reading_mode must be light, sepia or dark" check (reading_mode in ('light', 'sepia', 'dark'));

-- Column grants are per column: the owner may write the new one as the others.
grant insert (reading_mode), update (reading_mode) on public.learner_settings to authenticated;
