import { modelPath } from '@atelier/domain';
import { Badge, CheckIcon, CloseIcon } from '@atelier/react-kit';
import { Link } from 'react-router';
import * as styles from './license.css';
import type { VersionLicense } from './license-types';
import { permissionLines } from './permission-lines';

/** The license page: which licenses the model is under and what its creator allows, with the way back. */
export function LicenseView({ model, version }: VersionLicense) {
  const back = `${modelPath(model.id, model.name)}?modelVersionId=${version.id}`;
  return (
    <article className={styles.page}>
      <p className={styles.muted}>
        <Link to={back}>Back to {model.name}</Link>
      </p>
      <header className={styles.section}>
        <h1 className={styles.heading}>License of {model.name}</h1>
        <p className={styles.muted}>Version {version.name}</p>
      </header>
      <section className={styles.section} aria-labelledby="licenses">
        <h2 id="licenses" className={styles.subheading}>
          {model.licenses.length > 1 ? 'Licenses' : 'License'}
        </h2>
        {model.licenses.length === 0 ? (
          <p className={styles.muted}>No license is listed for this model.</p>
        ) : (
          <ul className={styles.list}>
            {model.licenses.map((license) => (
              <li key={license.url}>
                <a href={license.url} rel="license">
                  {license.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="permissions">
        <h2 id="permissions" className={styles.subheading}>
          Permissions
        </h2>
        <ul className={styles.list}>
          {permissionLines(model).map((line) => (
            <li key={line.key} className={styles.line}>
              {line.label}
              {line.allowed ? (
                <Badge tone="positive" icon={<CheckIcon />}>
                  Allowed
                </Badge>
              ) : (
                <Badge tone="critical" icon={<CloseIcon />}>
                  Not allowed
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
