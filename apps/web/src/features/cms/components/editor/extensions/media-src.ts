import { MEDIA_PATH_PREFIX } from '@spi/core';

const MEDIA_SRC = new RegExp(`^${MEDIA_PATH_PREFIX.replace(/\//g, '\\/')}/[A-Za-z0-9]{8,64}(/[a-z]{1,16})?$`);

/** Image sources the API keeps: our media route or https (anything else would be dropped on save). */
export function isAllowedImageSrc(src: string | null | undefined): src is string {
  return Boolean(src) && (/^https:\/\/\S+$/i.test(src!) || MEDIA_SRC.test(src!));
}
