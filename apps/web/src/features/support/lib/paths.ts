/** The 1:1 문의 page (spec route). */
export const INQUIRY_PATH = '/support/inquiry';
