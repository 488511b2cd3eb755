/**
 * "infection control module also due, do by 5/12", "the ladder check is due as well - get it done before the 15th": a
 * thing said to be due, then when to do it. The words between the thing and its day ("also due, do") say when, not
 * what: the thing alone is the task, the day after "by" its due date.
 */
export const DUE_THEN_DO =
  /(?<=\S)\s+(?:is\s+|are\s+)?(?:also\s+|too\s+)?due(?:\s+too|\s+as well|\s+also)?\s*[,;:–—-]\s*(?:(?:so|pls|please)\s+)?(?:do|finish|complete|submit|get|have)\s+(?:it\s+|this\s+|that\s+|them\s+)?(?:done\s+|in\s+|finished\s+|submitted\s+)?(?=(?:by|before)\s+\S)/i;
