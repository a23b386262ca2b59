/**
 * The height a poll of `choices` rows takes (PostPoll.css: 0.75rem above, rows of 2.75rem
 * 0.5rem apart, a 1.5rem footer after a 0.5rem gap), held before its code loads so nothing
 * below it moves.
 */
export const pollBlockSize = (choices: number) => `${choices * 3.25 + 2.25}rem`
