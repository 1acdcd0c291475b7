import {
  airOf,
  DESCRIPTION_PREVIEW_HEIGHT,
  showsDescriptionToggle,
  TRAINED_WORDS_SHOWN,
} from '@atelier/domain';
import { AirPopover, Description, DetailsAccordion, TrainedWords } from '@atelier/react-kit';
import { deferredSection } from '../../shared/deferred-section';
import type { VersionSectionProps } from '../model-types';
import { versionDetailsView } from './details-view';
import type { PageVersion } from './panel-types';
import { useOpenSections } from './use-open-sections';
import * as styles from './version-panel.css';

const copy = (text: string) => navigator.clipboard.writeText(text);

/** Its hash-type select brings react-aria's select and list box: loaded beside hydration, not before it. */
const HashPopover = deferredSection(() => import('./hash-popover').then((module) => module.HashPopover));

/** The hashes shown are those of the file a plain Download serves. */
const hashesOf = (version: PageVersion) =>
  (version.files.find((file) => file.id === version.bestFileId) ?? version.files[0])?.hashes ?? [];

/** The details accordion (version details with trigger words, hash and AIR), then the version's description. */
export function VersionDetails({ page, version }: VersionSectionProps) {
  const [openSections, setOpenSections] = useOpenSections();
  const hashes = hashesOf(version);
  // Sanitised by the server (`model.getById`), so it is inserted as-is.
  const description = version.description.trim();
  const rows = [
    version.trainedWords.length > 0
      ? {
          key: 'trainedWords',
          label: 'Trigger Words',
          content: <TrainedWords words={version.trainedWords} limit={TRAINED_WORDS_SHOWN} onCopy={copy} />,
        }
      : null,
    hashes.length > 0
      ? { key: 'hash', label: 'Hash', content: <HashPopover hashes={hashes} onCopy={copy} /> }
      : null,
    {
      key: 'air',
      label: 'AIR',
      content: (
        <AirPopover
          air={airOf(page.model, version)}
          onCopy={copy}
          description="The AI Resource Identifier names this version wherever AI resources are used."
        />
      ),
    },
  ].filter((row) => row !== null);

  return (
    <div className={styles.stack}>
      <DetailsAccordion
        details={versionDetailsView(page.model, version)}
        extraRows={rows}
        openSections={openSections}
        onOpenChange={setOpenSections}
      />
      {description ? (
        <Description
          html={description}
          isLong={showsDescriptionToggle(description)}
          previewHeight={DESCRIPTION_PREVIEW_HEIGHT.versionPanel}
        />
      ) : null}
    </div>
  );
}
