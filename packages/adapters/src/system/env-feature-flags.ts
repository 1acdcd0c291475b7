import type { FeatureFlag, FeatureFlags } from '@atelier/domain';

/** Feature flags as read once from the environment by `loadConfig` (`ATELIER_FLAG_*`); they change on restart. */
export class EnvFeatureFlags implements FeatureFlags {
  constructor(private readonly flags: Readonly<Record<FeatureFlag, boolean>>) {}

  isOn(flag: FeatureFlag): boolean {
    return this.flags[flag];
  }
}
