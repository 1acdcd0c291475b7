import { MAX_QUERY_LENGTH } from '@atelier/domain';
import { Form, useLocation, useSearchParams } from 'react-router';
import * as styles from './model-list.css';

/**
 * The header's search box: submits to `/models?query=…` (a plain GET form, so it works before the page's scripts
 * load). On `/models` it shows the words being searched.
 */
export function HeaderSearch() {
  const [search] = useSearchParams();
  const onModels = useLocation().pathname === '/models';
  return (
    <Form role="search" action="/models" method="get" className={styles.headerSearch}>
      <input
        // A new search replaces the words typed: the field follows the address on /models.
        key={onModels ? (search.get('query') ?? '') : ''}
        type="search"
        name="query"
        aria-label="Search models"
        placeholder="Search models"
        defaultValue={onModels ? (search.get('query') ?? '') : ''}
        maxLength={MAX_QUERY_LENGTH}
        className={styles.headerInput}
      />
    </Form>
  );
}
