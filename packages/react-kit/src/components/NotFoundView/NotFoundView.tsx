import { SearchIcon } from '../../icons';
import { PageStatus, type PageStatusProps } from '../../internal/PageStatus';

export type NotFoundViewProps = PageStatusProps;

/** What non-moderators see for an unpublished model, a blocked author, or a model that does not exist. */
export function NotFoundView(props: NotFoundViewProps) {
  return <PageStatus icon={<SearchIcon />} {...props} />;
}
