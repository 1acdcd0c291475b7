import { CloseIcon } from '../../icons';
import { PageStatus, type PageStatusProps } from '../../internal/PageStatus';

export type RemovedViewProps = PageStatusProps;

/** What non-owners see for a deleted model, e.g. "This resource has been removed by its owner". */
export function RemovedView(props: RemovedViewProps) {
  return <PageStatus icon={<CloseIcon />} {...props} />;
}
