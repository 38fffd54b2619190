/** Header search suggestions start after this many characters. */
export const SUGGEST_MIN_LENGTH = 2;
