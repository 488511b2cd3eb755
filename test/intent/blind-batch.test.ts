import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeScore, loadBatch, scoreBatch } from './blind-batch';

/*
 * The blind batches, scored end to end through the offline tier (see blind-batch.ts).
 * `npx vitest run test/intent/blind-batch.test.ts` scores test/fixtures/blind-batch-4.json, -5.json and -6.json;
 * BLIND_BATCH=path/to/batch.json scores another file in the same format (and only that one).
 *
 * Batch 4 was scored once while blind (2026-11-26, parser of commit 1e77acb): 102/183 right end to
 * end, 9 junk writes (103 after a harness fix). It has been tuning data since; issue 20's second
 * round brought it to 174/183 with 0 junk. Its floor only keeps it from getting worse.
 *
 * Batch 5 (164 requests by a writer who never saw the parser or batch 4) was scored once, with the
 * parser frozen at commit a1d2561: 114/164 right end to end, 5 junk writes; 115/164 once the harness
 * let a fact kept in the person's own words ("sun mon wed") count for the label's paraphrase
 * ("Sunday, Monday, Wednesday"). That is the blind figure. Since issue 20's third round it is
 * tuning data (its miss families were generalised through other phrasings): 125/164, 0 junk.
 *
 * Batch 6 (168 requests in a taco-truck owner's words, labelled before the parser saw them) was
 * scored once while blind, with the parser of commit 2b2bbd3: 119/168 right end to end, 1 junk write
 * ("venmo marco $120 for saturday" added as a task). That is the blind figure. It is tuning data
 * since issue 20's fourth round (its miss families generalised through other phrasings, in
 * parse-intent-round4.test.ts): 153/168, 0 junk; batch 5 went to 145/164 and batch 4 to 176/183 with
 * it. The floors only keep them from getting worse.
 *
 * Batch 7 (165 requests in a night-shift nurse and parent's words, by a writer who read neither the
 * parser nor any earlier batch) was scored once while blind, with the parser of commit f6b76ff (the
 * fourth round merged): 129/165 right end to end (78.2%), 1 junk write ("morning :)" added as a task).
 * It is tuning data since issue 20's fifth round (its miss families
 * generalised through other phrasings, in parse-intent-round5.test.ts): 154/165, 0 junk; batch 5 went
 * to 146/164 with it. The floors only keep them from getting worse.
 *
 * Batch 8 (165 requests in a self-employed plumber's words, often dictated or terse, by a writer who
 * read neither the parser nor any batch) was scored once while blind, with the parser of commit
 * 9174431 (the fifth round merged): 115/165 right end to end (69.7%), 4 junk writes (a bare "X p1" or
 * "X tomorrow" about a task that exists added a second one). That is the blind figure. It is tuning
 * data since issue 20's sixth round (its miss families generalised through other phrasings, in
 * parse-intent-round6.test.ts, and an add without an add verb that names a pending task changes it
 * or asks): 150/165, 0 junk; batches 4 to 7 went to 177, 148, 155 and 156 with it, all 0 junk.
 * The floors only keep them from getting worse.
 *
 * Batch 9 (198 requests in a Glasgow night-shift nurse's words, British forms and slang, by a writer
 * who read neither the parser nor any batch) was scored once while blind, with the parser of commit
 * 8cab8c4 (the sixth round merged): 120/198 right end to end (60.6%), 8 junk writes. That is the
 * blind figure. Tuned on its junk writes since (issue 20's seventh round, generalised through other
 * phrasings in parse-intent-round7.test.ts): 129/198, 0 junk; batches 4 to 8 unchanged. Issue 20's
 * eighth round generalised its miss families (parse-intent-round8.test.ts): 176/198, 0 junk; batch 5
 * went to 150/164 and batch 8 to 152/165 with it. The floors only keep them from getting worse.
 *
 * Batch 10 (207 requests in a Melbourne wedding photographer's words, Australian forms, by a writer
 * who read neither the parser nor any batch) was scored blind twice, by parsers that had never seen
 * it: 131/207 (63.3%), 5 junk writes, with the parser of commit 480e7d7 (before round 8), and
 * 137/207 (66.2%), 4 junk writes, with round 8 merged (5978374). That is the blind figure. It is
 * tuning data since issue 20's ninth round (its junk writes removed by rules in the parser's
 * confidence, its miss families generalised through other phrasings in parse-intent-round9.test.ts):
 * 169/207, 0 junk; batch 6 went to 156/168 with it. The floors only keep them from getting worse.
 *
 * Batch 11 (207 requests in an Austin teacher and weekend estate agent's words, American forms and
 * texting ("3/20", "b4", "w/", "COB"), by a writer who read neither the parser nor any batch) was
 * scored once while blind, with the parser of commit 0d2a5bf (rounds 8 and 9 merged): 147/207
 * (71.0%), 3 junk writes. That is the blind figure. It is tuning data since issue 20's tenth round
 * (its junk writes removed by general rules, its miss families generalised through other phrasings
 * in parse-intent-round10.test.ts): 160/207, 0 junk. The floors only keep them from getting worse.
 *
 * Batch 12 (197 requests in a Berlin software engineer's words, English as a second language,
 * day-first dates such as "15.4." and 24-hour times, by a writer who read neither the parser nor
 * any batch) was scored once while blind, with the parser of commit 965575b (rounds 8 to 10
 * merged): 131/197 (66.5%), 6 junk writes. That is the blind figure. Its floor allows its junk writes
 * only until the next round removes them. Issue 20's eleventh round, part A (day-first dotted dates,
 * reminder-first adds, trailing clauses, "next week" as its Monday; parse-intent-round11a.test.ts)
 * brought it to 163/197, 3 junk; batch 4 went to 178/183, batch 5 to 152/164, batch 8 to 153/165,
 * batch 10 to 171/207 and batch 11 to 168/207 with it. Part B (everything that is not an add: the
 * junk writes in deletes, questions, memory and several-at-once, list filters, memory phrasings,
 * done/undone statements, edits and bulk changes; parse-intent-round11b.test.ts) brought it to
 * 192/197 with 0 junk; batch 10 to 172/207 and batch 11 to 176/207. A bulk change whose every task
 * already was as asked counts as right since part B, as a single edit did ("already so"). Four of the
 * five left are "remember …" kept word for word, which the judge misses because the label paraphrases
 * ("elif's wedding date" for "elif's wedding is on 8 may").
 *
 * Issue 20's eleventh round, part C (the add and date families of batches 9 to 11's misses,
 * generalised through other phrasings in parse-intent-round11c.test.ts: reasons after an add, "day
 * after tomorrow", messages "about" something, days and dates that name a thing, numbers that are
 * names) brought batch 4 to 180, 5 to 158, 6 to 161, 7 to 157, 8 to 156 and 9 to 178; with part B,
 * batch 10 to 176, 11 to 184 and 12 stays at 192, all 0 junk. Some add labels disagree between batches ("tonight" and "tomorrow morning" a
 * time or the day only, "important" p1 or p2, "low priority" p3 or p4): those stay as they are.
 *
 * Part D (the non-add misses of batches 9 to 11, by family: a task named by another form of its words,
 * "all my unpaid X", facts asked for in other words, topic questions with a day, praise, several names
 * in the step limit, changes said as facts with their reasons; parse-intent-round11d.test.ts) brought
 * batch 10 to 180/207 and batch 11 to 188/207, batch 5 to 153/164, all 0 junk; batch 9 stays 176/198.
 * Parts C and D together (the floors below): 4: 180, 5: 159, 6: 161, 7: 157, 8: 156, 9: 178, 10: 184,
 * 11: 196, 12: 192, all 0 junk.
 *
 * Round 12, part L (questions, memory, small talk and work asked of the assistant: a topic beside a
 * time, "after"/"before" a time, a time of day, "did i tell you X", "delete what you know about X",
 * two pieces of small talk, "write my essay" asked about; parse-intent-round12c.test.ts): batch 4 to
 * 181, 5 to 160, 10 to 185, 11 to 197, 13 to 149 with 0 junk.
 * Issue 20's twelfth round, part J (batch 13's add families, generalised through other phrasings in
 * parse-intent-round12a.test.ts: British evening times, routines and reasons after a task, a fact
 * before the task, wrappers around an add, deadline clauses) brought batch 13 to 157/210 (junk 1,
 * not an add), batch 6 to 163 and batch 9 to 179; the others unchanged, all 0 junk.
 * Issue 20's twelfth round, part K (changes to tasks already there, said after a dash, as facts, two at
 * once, done/deleted/skipped by statement or with a reason; parse-intent-round12b.test.ts): batch 13
 * 138 -> 163, batch 4 to 182, 5 to 161, 6 to 162, 8 to 157, 10 to 191; junk unchanged.
 * Parts J, K and L together (the floors below; w20m's word stems for a list query beside them): 4: 183,
 * 5: 162, 6: 164, 7: 157, 8: 157, 9: 179, 10: 192, 11: 197, 12: 192, 13: 193 (from 138), all 0 junk.
 *
 * Batch 14 (210 requests in a Bengaluru operations manager's words, Indian English and office texting
 * ("today itself", "prepone", "EOD", "15/6", "thanks yaar"), by a writer who read neither the parser nor
 * any batch) was scored once while blind: 141/210 (67.1%), 10 junk writes, on 4f891e4 (before round 12),
 * and 144/210 (68.6%), 11 junk writes, on d5888bb (round 12 frozen). That is the blind figure. Its
 * floor allows its junk writes only until the next round removes them.
 * Round 13 part O (questions and small talk never written: "today + overdue pls", "gud night"; topic,
 * day, range and finished-list questions; adds with "itself", repeat days without "on", "by 18-06"):
 * batch 14 144 -> 166, junk 11 -> 9; other batches unchanged.
 * Round 13 part N (changes after a dash without "it", "itself" as emphasis, "X paid today" as done,
 * "doesn't need a date, remove it" clears the date, "prepone", "<filter> tasks make them p2";
 * parse-intent-round13a.test.ts): batch 14 144 -> 159, junk 11 -> 4. Parts N and O together (the
 * floor below): 176, junk 2, both a reading of "overdue" (see the floor's comment).
 *
 * Batches 15 (a Toronto bakery owner and parent, typing on a phone between customers: "tmr", "b4",
 * "w/", "730", "3/12" month first) and 16 (a Dublin PhD student and barista: "grand", "tn", "half 2",
 * "22/10", 24-hour times), 210 requests each, by two writers who read neither the parser nor any batch,
 * were scored blind on 7d98718 (round 13's parser): 163 (77.6%, 2 junk) and 156 (74.3%, 6 junk). Round
 * 14 was not tuned on them: it built generators of phrasings per family (test/properties/*-phrasings.ts,
 * test/intent/*-property.test.ts; their fixed samples went from 208, 334, 196 and 249 of 400 right to
 * 325, 368, 369 and 310) and fixed what they found. Scored again on 63908fd (round 14 frozen): 164
 * (78.1%, 1 junk) and 157 (74.8%, 5 junk): generated phrasings did not move a new writer's batch
 * either. Both are tuning data from round 15 on; the floors below allow their junk writes only until a
 * round removes them.
 * Round 15 (w20u, w20v; tuned on batches 15 and 16): 15 164 -> 172 and 16 157 -> 170, their junk 6 -> 0.
 * Batch 17 (a retired teacher in Phoenix: careful sentences, voice dictation without punctuation, "1/28",
 * "supper"), 213 requests by a fourth writer, scored blind on c186928 (round 14): 165 (77.5%, 6 junk), and
 * on 8657cf2 (round 15 frozen): 166 (77.9%, 6 junk). A round tuned on two batches moved a third writer's by 1.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const BATCHES = process.env.BLIND_BATCH
  ? [{ path: process.env.BLIND_BATCH, floor: undefined }]
  : [
      { path: fixture('blind-batch-4.json'), floor: { right: 183, junk: 0 } },
      { path: fixture('blind-batch-5.json'), floor: { right: 162, junk: 0 } },
      { path: fixture('blind-batch-6.json'), floor: { right: 165, junk: 0 } },
      { path: fixture('blind-batch-7.json'), floor: { right: 159, junk: 0 } },
      { path: fixture('blind-batch-8.json'), floor: { right: 159, junk: 0 } },
      // Round 27 merged (h27a–h27c): 180.
      { path: fixture('blind-batch-9.json'), floor: { right: 180, junk: 0 } },
      // Round 25 merged (h25a–h25d): 194.
      { path: fixture('blind-batch-10.json'), floor: { right: 198, junk: 0 } },
      // Round 24 merged (h24a–h24d): 198.
      { path: fixture('blind-batch-11.json'), floor: { right: 200, junk: 0 } },
      { path: fixture('blind-batch-12.json'), floor: { right: 195, junk: 0 } },
      // Scored once, blind, on d961e1d (round 11 frozen): 137, 3 junk; all three junk writes fixed since.
      { path: fixture('blind-batch-13.json'), floor: { right: 195, junk: 0 } },
      // Scored once, blind, on d5888bb (round 12 frozen): 144, 11 junk. Tuning data from round 13 on.
      // Round 13 (parts N and O, parse-intent-round13a/b.test.ts): 176, 2 "junk" writes that are a
      // label's reading: at 21:15 a task due today at 17:00 is overdue in the product (its time has passed),
      // so "push everything overdue to saturday" moves it too; the label counts earlier days only.
      // Round 19 (r19, tuned on batch 19): 177.
      // Round 22 (w22b: topic questions, two-topic bulk): 178.
      // Round 24 merged (h24a–h24d): 181.
      // Round 25 merged (h25a–h25d): 189.
      // Round 27 merged (h27a–h27c): 193.
      { path: fixture('blind-batch-14.json'), floor: { right: 197, junk: 2 } },
      // Scored blind on 7d98718 (163, 2 junk) and on 63908fd (round 14 frozen, not tuned on it): 164, 1 junk.
      // Round 15 (w20u and w20v; parse-intent-round15u/v.test.ts): 172, 0 junk.
      // Round 19 (r19, tuned on batch 19): 174. Round 21 (w21a, parse-intent-round21.test.ts): 175.
      // Round 22 (w22b): 176.
      // Round 23 (h23c, parse-intent-round23c.test.ts: list questions by topic, person, verb, part of day): 177.
      // Round 24 merged (h24a–h24d): 184.
      // Round 25 merged (h25a–h25d): 191.
      // Round 27 merged (h27a–h27c): 195.
      { path: fixture('blind-batch-15.json'), floor: { right: 200, junk: 0 } },
      // Scored blind on 7d98718 (156, 6 junk) and on 63908fd (round 14 frozen, not tuned on it): 157, 5 junk.
      // Round 15 (w20u and w20v): its six junk writes removed by general rules; 170, 0 junk. Round 21 (w21a): 171.
      // Round 22 (w22b): 172.
      // Round 23 (h23a, parse-intent-round23a.test.ts: adds inside other words, plain errands only asked about): 173.
      // Round 23 (h23b, parse-intent-round23b.test.ts: "no date on/for X" clears the date): 173.
      // Round 23 merged (h23a + h23b + h23c): 174.
      // Round 24 merged (h24a–h24d): 181.
      // Round 25 merged (h25a–h25d): 195.
      // Round 27 merged (h27a–h27c): 198.
      { path: fixture('blind-batch-16.json'), floor: { right: 200, junk: 0 } },
      // Scored blind on c186928 (round 14): 165/213, 6 junk; on 8657cf2 (round 15 frozen, tuned on 15 and 16,
      // never on this): 166, 6 junk. Tuning data from round 16 on; the floor allows its junk writes until then.
      // Round 16's start (parse-intent-round16.test.ts: "so skip our call" after a reason, "needs changing"): 166, 4 junk.
      // Round 17 (w20y: the word account of lib/intent/word-account.ts, a write's target named by its head; parse-intent-round17.test.ts):
      // 167, 0 junk. The p20 round (the safety properties' families, parse-intent-round19p.test.ts): 168, 0 junk.
      // Round 21 part b (r21): 169.
      // Round 23 (h23c, parse-intent-round23c.test.ts: list questions by topic, person, verb, part of day): 172.
      // Round 24 merged (h24a–h24d): 178.
      // Round 25 merged (h25a–h25d): 190.
      // Round 27 merged (h27a–h27c): 199.
      { path: fixture('blind-batch-17.json'), floor: { right: 203, junk: 0 } },
      // Batch 18 (a designer in Singapore between meetings: "tmr", "lah", "3/12" day first, "1600"), 211 requests by a
      // fifth writer, scored blind on 2a82cb1 (round 16's start): 159 (75.4%), 7 junk; on round 17 frozen (w20x, w20y,
      // never tuned on it): 157 (74.4%), 7 junk. Tuning data from round 18 on (parse-intent-round18.test.ts: a name,
      // then the words of its new date; Singlish particles; "so tired today"; "next week what's due"): 163, 1 junk
      // ("pay the bill", labelled as too vague to act on, is added), allowed until a round removes it.
      // Round 19 (r19, tuned on batch 19): 165, 1 junk. Round 20 (r20, parse-intent-round20.test.ts): 166, 1 junk.
      // Round 22 (w22b): 169, 1 junk.
      // Round 23 (h23c, parse-intent-round23c.test.ts: list questions by topic, person, verb, part of day): 170.
      // Round 24 merged (h24a–h24d): 177.
      // Round 25 merged (h25a–h25d): 188.
      // Round 27 merged (h27a–h27c): 196, 0 junk.
      // Round 29: 197.
      { path: fixture('blind-batch-18.json'), floor: { right: 198, junk: 0 } },
      // Batch 19 (a self-employed plumber in Auckland: "arvo", "tmrw", "chuck it on the list", "sweet as", "12/3" day
      // first, "half 4"), 214 requests by a sixth writer who read neither the parser nor any batch, scored once, blind, on
      // 71253d9 (round 18 merged): 148 (69.2%), 1 junk ("remember jayden's on $28 an hour" changed a task). That is the
      // blind figure. Tuning data from round 19 on (r19, parse-intent-round19.test.ts: "remember X's on …" a fact,
      // list filters said around other words, skip/reopen said the NZ way, several tasks by day/no date/p2, "chur",
      // "sweet as", the list named first, a delete's reason after a comma): 174, 0 junk. Round 20 (r20,
      // parse-intent-round20.test.ts: a house number before a street word is no hour; "tag X p2", ", low",
      // ", not important" after an add; "1530 tmrw …" a time first): 179, 0 junk. Round 21 (w21a,
      // parse-intent-round21.test.ts: "ask X about Y", "top up X", "new X for Y", "context - errand", a chore with a
      // removing verb and its day, "every 2nd monday", a reason after a comma, "next week at <time>"): 185, 0 junk.
      // Round 23 (h23b, parse-intent-round23b.test.ts: a skip takes the one repeating task the name finds): 186.
      // Round 24 merged (h24a–h24d): 188.
      // Round 25 merged (h25a–h25d): 193.
      // Round 27 merged (h27a–h27c): 196.
      { path: fixture('blind-batch-19.json'), floor: { right: 201, junk: 0 } },
      // Batch 20 (a hospital pharmacist in Cape Town between shifts: "just now", "lekker", "eish", "woolies", "16/4" day
      // first, 24-hour times "0730"), 213 requests by a seventh writer who read neither the parser nor any batch, scored
      // once, blind, on b351f41 (round 20 merged): 177 (83.1%), 2 junk (two edits). That is the blind figure. Tuning
      // data from round 21 on; the floor allows its junk writes until a round removes them.
      // Round 21 part b (r21, parse-intent-round21b.test.ts: "X <day> rather" as "instead", "all the <name>", SA sighs,
      // "watched/visited/spoke to X" done, "week 8" no day, the title holding every word said, "cheers lekker"): 187, 0 junk.
      // Round 22 (w22a, parse-intent-round22a.test.ts: a 24-hour time after a date, named evenings, "finish X <day>",
      // "- need it by", name + priority, "X at A is now at B", "not 19:00", an item added to a list title; w22b,
      // parse-intent-round22b.test.ts: topic questions, "X or Y" filters, two-topic bulk, past-tense clauses done together): 207, 0 junk.
      // Round 24 merged (h24a–h24d): 208.
      { path: fixture('blind-batch-20.json'), floor: { right: 209, junk: 0 } },
      // Batch 21 (a bookkeeper in Halifax, Nova Scotia, on a Monday morning: "EOW", "COB", "Timmies", "eh", "5/14"
      // month first, "at 10", "w/"), 210 requests by an eighth writer who read neither the parser nor any batch, scored
      // once, blind, on 4042c4b (round 21 merged): 170 (81.0%), 5 junk ("Sobeys run tonight" and "the butter tarts need
      // to be done thursday" added instead of moving the task, "April invoices went out last night" added, "Murphy's
      // groomer is actually at 10:15" changed the wrong task, "today's list incl anything overdue" wrote something).
      // That is the blind figure. Tuning data from round 22 on; the floor allows its junk writes until a round removes them.
      // Round 22 part r (r22, parse-intent-round22r.test.ts): a new time for a task found only finished is asked,
      // "today's list incl anything overdue" a question: 171, 3 junk. "<task> run <day>", "the <task> needs to be done
      // <day>" move the task, "<task> went out last night" ticks it off (asked where no one task is named): 174, 0 junk.
      // "<name>'s allergic to X, keep that in mind" now kept as a fact (the label's "allergy" is not the word said): 174.
      // With w22a and w22b merged (tuned on batch 20, not on this): 176, 0 junk.
      // Round 23 (h23c, parse-intent-round23c.test.ts: list questions by person, topic, verb, part of day, two days,
      // "w/o a date", "high and medium priority", "<name>'s plate"): 182.
      // Round 24 merged (h24a–h24d): 191.
      // Round 25 merged (h25a–h25d): 194.
      // Round 27 merged (h27a–h27c): 198.
      { path: fixture('blind-batch-21.json'), floor: { right: 203, junk: 0 } },
      // Batch 22 (a sous-chef in Chicago on a Friday afternoon between services: "86", "the walk-in", "gotta", "rn",
      // "6/18" month first, "after service"), 211 requests by a ninth writer who read neither the parser nor any batch,
      // scored once, blind, on 6e85864 (round 22 merged): 176 (83.4%), 3 junk ("mark both orders done" completed more
      // than the two orders, "note to self softball field is at harrison park" changed a task, "chef 86d the halibut
      // again smh" added a task). That is the blind figure. Tuning data from round 23 on; the floor allows its junk
      // writes until a round removes them.
      // Round 23 (h23a, parse-intent-round23a.test.ts: "lemme not forget to X"): 177, 3 junk.
      // Round 23 (h23b, parse-intent-round23b.test.ts: "both X" asked unless two match, "note to self <fact>" kept, "86d"
      // no date, "u there?", "<task> make it due / get it done by <day>", "put X on the 21st", a reason after a delete or
      // a skip, "X starts at 2 now", "both the A and B runs", "X, make it $150 instead of $100"): 189, 0 junk.
      // Round 23 (h23c, parse-intent-round23c.test.ts: list questions by person, topic, verb, part of day, two days,
      // "w/ <topic> stuff", a priority said before "stuff"): 180.
      // Round 23 merged (h23a + h23b + h23c): 194, 0 junk.
      // Round 24 merged (h24a–h24d): 197.
      // Round 25 merged (h25a–h25d): 202.
      // Round 27 merged (h27a–h27c): 203.
      { path: fixture('blind-batch-22.json'), floor: { right: 207, junk: 0 } },
      // Batch 23 (a freelance translator in Montreal on a Wednesday lunch break: "dep", "the SAQ", "tsé", "14h",
      // "20/7" day first), 212 requests by a tenth writer who read neither the parser nor any batch, scored once, blind,
      // on 208e1a0: 157 (74.1%), 3 junk (a name correction on a task added a task, "renew Léa's library card" moved
      // another task of hers, "invoice X once it's done" completed the task it named). Tuning data from round 23 on.
      // Round 23 (h23a, parse-intent-round23a.test.ts: "14h"/"9h30" clock times, "i keep forgetting to X, put it on <day>", "X once it's done",
      // adds inside a greeting, a sigh, a story or a wish, "<someone> asked me to X", "tmrw am", "<shop>: a, b, c",
      // "<event> <day> - bring X"): 175, 1 junk.
      // Round 23 (h23a, parse-intent-round23a.test.ts: plain errands only asked about ("hang X", "send a card", "change my
      // address", "wash the swim stuff"), "<task> <day> important"): 180, 1 junk.
      // Round 23 (h23b, parse-intent-round23b.test.ts: "it's A not B" renames, a phone number kept, "haha ok là", "<task> -
      // make it tomorrow, still urgent", "no date for X", "all the X stuff is urgent now", a reason after a delete or a
      // skip): 171, 2 junk (both adds, left to h23a).
      // Round 23 (h23c, parse-intent-round23c.test.ts: list questions by person, topic, verb, part of day, two days): 167.
      // Round 23 merged (h23a + h23b + h23c): 204 (96.2%), 0 junk.
      // Round 27 merged (h27a–h27c): 205. Round 30 merged (h30a–h30c): 206.
      { path: fixture('blind-batch-23.json'), floor: { right: 206, junk: 0 } },
      // Batch 24 (a PhD student and teaching assistant in Seattle on a Saturday morning: "2moro", "b4", "lmk", "rn",
      // "11/9" month first, "-> 2pm", a partner 3 h ahead), 210 requests by an eleventh writer who read neither the parser
      // nor any batch, scored once, blind, on b6e628a: 158 (75.2%), 0 junk. Tuning data from round 24 on.
      // Round 24, each part alone: h24a (parse-intent-round24a.test.ts: clauses after an add, labels before a colon,
      // news then "so add X", a weekday said on that day is next week's, EOW is Friday) 173; h24b (round24b: an hour
      // nearer the task's own, "the party" is the party, quoted renames, "X isn't <tag> stuff") 171; h24c (round24c:
      // questions bounded by an hour or a run of days, "tonight", no tag, facts of where and who pays) 171; h24d
      // (round24d: done said as news, reasons after a removal, "A and B" removed or ticked together) 167.
      // Round 24 merged (h24a–h24d): 208 (99.0%), 0 junk.
      { path: fixture('blind-batch-24.json'), floor: { right: 208, junk: 0 } },
      // Batch 25 (a ward nurse in Brisbane on a Wednesday evening before a night shift: "arvo", "servo", "rego",
      // "brekkie", "9/12" day first, "0730", "before shift"), 211 requests by a twelfth writer who read neither the
      // parser nor any batch, scored once, blind, on b7cd2b6: 176 (83.4%), 1 junk ("remember tom's roster: 2 weeks on 1
      // off, flies back 14/12" changed a task). Tuning data from round 25 on; the floor allows its junk write until a
      // round removes it.
      // Round 25, each part alone: h25a (parse-intent-round25a.test.ts: "X sometime", "book X into Y", moving a
      // vehicle, a routine or a day off beside the day, "daily reminder X", a story then "need to X about it", short
      // times "1600", "415", "5ish") 185; h25b (round25b: "actually starts at", "put X on sat" for a task named whole,
      // initials "PT", "A and B both urgent", "<filter>, give it <day>") 183; h25c (round25c: "remember X: Y" kept as a
      // fact, "which X again", a topic asked as a place, "is X on here", "mention", two topics or days) 182, 0 junk;
      // h25d (round25d: a task's verb said in the past is done, a skip or reopen with a reason, a skip of a task that
      // does not repeat) 182.
      // Round 25 merged (h25a–h25d): 204 (96.7%), 0 junk.
      // Round 29: 205.
      { path: fixture('blind-batch-25.json'), floor: { right: 205, junk: 0 } },
      // Batch 26 (a customer-support team lead in Metro Manila before a US night shift: English with Tagalog words,
      // "po", "na", "pala", "lang", "bukas", "mamaya", "1/20" month first, "2300"), 211 requests by a thirteenth writer
      // who read neither the parser nor any batch, written while round 25 was under way and scored once, blind, on
      // b0a12f8 (round 25 merged): 166 (78.7%), 4 junk (Tagalog words after a change read as part of a new task:
      // "internet bill due 1/23 pala", "priority 3 lang yung X", "X, tmrw na lang"; "coaching w/ leo fri 3am" moved a
      // task instead of adding). That is the blind figure. Tuning data from round 26 on; the floor allows its junk
      // writes until a round removes them.
      // Round 26 (h26a, parse-intent-round26a.test.ts: Tagalog particles read as tone, "yung" the, "ni" of, "bukas"
      // tomorrow, "kasi" because; "X bill" names the task paying X): 171, 1 junk (b26-080 "coaching w/ leo fri 3am"
      // still moves "Prepare coaching notes for Leo": half a task's name said counts as the whole; the next round's start).
      // Round 27 merged (h27a–h27c, parse-intent-round27{a,b,c}.test.ts): 209, 0 junk (b26-080 is asked about).
      { path: fixture('blind-batch-26.json'), floor: { right: 209, junk: 0 } },
      // Batch 27 (a pharmacist who owns a small pharmacy in Lagos, on a Monday morning before opening: "abeg", "sharp
      // sharp", "next tomorrow", "latest friday", "by 4", "14/2" day first), 210 requests by a fourteenth writer who read
      // neither the parser nor any batch, written while round 27 was under way and scored once, blind, on f1f4f62
      // (round 27 merged): 164 (78.1%), 6 junk. That is the blind figure. Tuning data from round 28 on; the floor allows
      // its junk writes until a round removes them.
      // Round 28 (h28a, parse-intent-round28a.test.ts: Nigerian Pidgin words read as tone or plain English, "I don pay"
      // the past; h28b, round28b: "cancel X, not needed till <when>" removes X, "<name>, set time <time>", "put the <task>
      // on <day> when I …", "cancel <a service>" beside a task holding its words is asked): 178, 1 junk (b27-012 "order 2
      // packs of printer paper from jumia" is added; labelled as beyond a todo list, a label judged wrong).
      // Round 29 (h29a adds: clock times in words, talk after the request, a story first; h29b edits: run-on reasons,
      // "X: change it", "<day> instead" then why; h29c questions in other forms, "tick both", undone news, memory):
      // 200 (95.2%), the same 1 junk.
      { path: fixture('blind-batch-27.json'), floor: { right: 200, junk: 1 } },
      // Batch 28 (a retired teacher of 71 in Colorado Springs on a Wednesday afternoon: polite full sentences or voice
      // dictation with no punctuation and misheard words, numbers as words, "a week from thursday"), 210 requests by a
      // fifteenth writer, written and scored the same way as batch 27 (once, blind, on f1f4f62): 167 (79.5%), 1 junk.
      // Round 28 (h28a, h28b as above): 168, 0 junk. Round 29 (as above): 200 (95.2%), 0 junk.
      { path: fixture('blind-batch-28.json'), floor: { right: 201, junk: 0 } },
      // Batch 29 (a final-year nursing student in Glasgow who works weekend shifts as a healthcare assistant, on a
      // Monday night: "the morra", "the night", "half 8", "need tae", "diss", "plcmt", 24-hour times, day-first dates),
      // 210 requests by a sixteenth writer who read neither the parser nor any batch, written while round 29 was under
      // way and scored once, blind, on 7ec97f1 (round 29 merged): 157 (74.8%), 2 junk. Tuning data from round 30 on.
      // Round 30 (h30a–h30c, parse-intent-round30{a,b,c}.test.ts, tuned on this batch's and batch 30's misses): 199
      // (94.8%), 0 junk.
      { path: fixture('blind-batch-29.json'), floor: { right: 199, junk: 0 } },
      // Batch 30 (a freelance wedding photographer in Sydney on a Thursday morning: "arvo", "rego", "EOD", "note to
      // self:", several jobs in one line, day-first dates), 210 requests by a seventeenth writer, written and scored the
      // same way as batch 29 (once, blind, on 7ec97f1): 167 (79.5%), 2 junk.
      // Round 30 (as above): 198 (94.3%), 0 junk.
      { path: fixture('blind-batch-30.json'), floor: { right: 198, junk: 0 } },
      // Batch 31 (a self-employed plumber in Dublin, a separated dad, on a Saturday morning: "grand", "yer man", "Sat
      // week", "a fortnight", "half 4", typed on a job), 210 requests by an eighteenth writer who read neither the parser
      // nor any batch, written while round 30 was under way and scored once, blind, on f6d3ea4 (round 30 merged): 166
      // (79.0%), 1 junk ("my dentist appointment tues 9:15am, remind me half an hour before" moved "Cian's dentist
      // appointment", a week later, to that time with the reminder, instead of adding the person's own). Tuning data
      // from round 31 on. Round 31 (parse-intent-round31.test.ts: "my X" is not someone else's X): 166, 0 junk.
      // Round 32 (h32a–h32c, parse-intent-round32{a,b,c}.test.ts, tuned on batches 31 to 34): 199 (94.8%), 0 junk.
      { path: fixture('blind-batch-31.json'), floor: { right: 199, junk: 0 } },
      // Batch 32 (a software test engineer and part-time MBA student in Bengaluru, on a Wednesday afternoon: "prepone",
      // "do the needful", "today itself", "kal", "ho gaya", "20/4", "16:30"), 210 requests by a nineteenth writer, written
      // and scored the same way as batch 31 (once, blind, on f6d3ea4): 164 (78.1%), 2 junk ("email my manager that I'm on
      // leave tmrw" and "calculate my EMI for 5 lakh loan at 10%" were added as tasks). Round 31
      // (parse-intent-round31.test.ts: a rate is no time, a sum to work out and an email's words are asked about): 166, 0
      // junk.
      // Round 32 (h32a–h32c, parse-intent-round32{a,b,c}.test.ts, tuned on batches 31 to 34): 200 (95.2%), 0 junk.
      { path: fixture('blind-batch-32.json'), floor: { right: 200, junk: 0 } },
      // Batch 33 (a veterinary nurse in Auckland on rotating shifts, twins, a bathroom renovation, a father in Hamilton,
      // on a Tuesday morning), 210 requests by a twentieth writer who read neither the parser nor any batch, written
      // while round 31 was merged and scored once, blind, on f39178d: 150 (71.4%), 9 junk. Three of its junk writes are
      // labels that follow the writer's brief literally ("order a new vanity from bunnings", "email hemi the tile specs",
      // "book a table at the thai place for friday" are labelled as nothing to keep: the brief named "send an email, book a
      // table" as things the assistant cannot do); the others are the parser's. The same parser, judged with the
      // memory rule that counts a kept fact holding half its label's words: 155 (73.8%). Tuning data from round 32 on.
      // Round 32 (h32a–h32c, parse-intent-round32{a,b,c}.test.ts, tuned on batches 31 to 34): 196 (93.3%), 3 junk (the three
      // labels above).
      { path: fixture('blind-batch-33.json'), floor: { right: 196, junk: 3 } },
      // Batch 34 (a freelance wedding photographer in Toronto, late on a Saturday night: an assistant, a condo board, a
      // dog, invoices in two currencies), 210 requests by a twenty-first writer, written and scored the same way as batch
      // 33 (once, blind, on f39178d): 162 (77.1%), 4 junk; with the memory rule, 165 (78.6%). Tuning data from round
      // 32 on.
      // Round 32 (h32a–h32c, parse-intent-round32{a,b,c}.test.ts, tuned on batches 31 to 34): 205 (97.6%), 0 junk.
      { path: fixture('blind-batch-34.json'), floor: { right: 205, junk: 0 } },
      // Batch 35 (a chemistry teacher and head of year in Cape Town doing a master's, a youth group, a shared car, a
      // wedding to plan, on a Wednesday morning), 210 requests by a twenty-second writer who read neither the parser nor
      // any batch (briefed, unlike batch 33's, that a plain errand is a task to keep), written while round 32 was tuned
      // and scored once, blind, on ab65b30 (round 32 merged): 164 (78.1%), 4 junk. Tuning data from round 33 on.
      // Round 33 begun (parse-intent-round33.test.ts: a tag the task is not taken off, "add an X tag to Y", "an hour and
      // a half"): 166, 1 junk ("work out how many tables … at 8 a table" is still added, due at 8:00).
      { path: fixture('blind-batch-35.json'), floor: { right: 166, junk: 1 } },
      // Batch 36 (a hospital pharmacist in Chicago who drives deliveries at weekends, a toddler on alternate weeks, a
      // board exam, on a Sunday morning: terse, numbers, "+" between things), 210 requests by a twenty-third writer,
      // written and scored the same way as batch 35: 147 (70.0%), 5 junk. Tuning data from round 33 on.
      // Round 33 begun (parse-intent-round33.test.ts: two days joined by "+", "today + overdue together", a goodnight
      // said as going to bed): 150, 2 junk; then a booking or an order asked of the assistant ("can u make me a
      // reservation at …", "order diapers on amazon for me, size 5"): 152, 0 junk.
      { path: fixture('blind-batch-36.json'), floor: { right: 152, junk: 0 } },
    ];

describe('the blind batches, end to end through the offline tier', () => {
  for (const { path, floor } of BATCHES) {
    it.runIf(existsSync(path))(`scores ${path}`, { timeout: 600_000 }, async () => {
      const score = await scoreBatch(loadBatch(path));
      console.log(describeScore(score));
      expect(score.total).toBeGreaterThan(0);
      if (floor) {
        expect(score.right).toBeGreaterThanOrEqual(floor.right);
        expect(score.junk).toBeLessThanOrEqual(floor.junk);
      }
    });
  }
});
