/**
 * Which of a resource's questions ask for the invitee's own name and e-mail (spec §2.4, §4.3), whatever their
 * keys: real services name questions with generated keys (`"name": "1695963612423", "label": "Name"`). The
 * e-mail question is the one keyed `email`, else the first of type `email`; the name question is the one keyed
 * `name`, else the first required `text` question. Their answers are the invitee's `name` and `email`.
 */
import type { Question } from '../api/booking-schemas.js';

export interface ContactQuestions {
  name: Question | undefined;
  email: Question | undefined;
}

export function contactQuestions(questions: readonly Question[]): ContactQuestions {
  const keyed = (key: string) => questions.find((question) => question.name === key);
  return {
    name: keyed('name') ?? questions.find((q) => q.type === 'text' && q.required === true),
    email: keyed('email') ?? questions.find((q) => q.type === 'email'),
  };
}
