/**
 * A model's NSFW level from the levels of the images shown on its versions: the union (bitwise OR) of their bits,
 * so a browsing level that matches any of its images finds the model. With no rated image there is nothing to
 * derive from, and the level set when the model was made stands.
 */
export const combinedNsfwLevel = (imageLevels: readonly number[], current: number): number => {
  const combined = imageLevels.reduce((level, image) => level | image, 0);
  return combined === 0 ? current : combined;
};
