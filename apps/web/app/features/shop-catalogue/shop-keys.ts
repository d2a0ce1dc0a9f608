/** The address parameter of one gallery's page: `?g-<sub category id>=2`. */
export const galleryKey = (subId: number) => `g-${subId}`;
