import { useEffect, useState } from 'react';
import { supabase } from './lib/supabase';

/**
 * The app's entry until the shell of issue #3 replaces it: it proves the build
 * reaches the backend by showing the catalogue's size.
 */
export function App() {
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void supabase
      .from('MentoriaDatabase')
      .select('ID', { count: 'exact', head: true })
      .then(({ count: total, error: failure }) => {
        if (failure) setError(failure.message);
        else setCount(total);
      });
  }, []);

  return (
    <main>
      <h1>Mentoria</h1>
      {error ? <p role="alert">{error}</p> : <p>{count === null ? 'Loading…' : `${count} ebooks in the catalogue`}</p>}
    </main>
  );
}
