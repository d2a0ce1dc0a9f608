/** "Myanmar" typed with the Zawgyi font encoding, and the same word in Unicode. */
export const ZAWGYI = 'ျမန္မာ';
export const UNICODE = 'မြန်မာ';
/** "Myanmar business", in Zawgyi and in Unicode. */
export const ZAWGYI_SENTENCE = 'ျမန္မာႏိုင္ငံ စီးပြားေရး';
export const UNICODE_SENTENCE = 'မြန်မာနိုင်ငံ စီးပွားရေး';
