import type { ChatRating, Rating, RatingCreate, RatingEdit, RatingSummary } from '@haat/contract';
import type { ApiClient, CallOptions } from './client';

/** `GET /api/users/{id}/ratings/`: a person's average to one decimal, count and newest five with text. */
export function ofUser(client: ApiClient, userId: number, opts: CallOptions = {}): Promise<RatingSummary> {
  return client.get<RatingSummary>(`/api/users/${userId}/ratings/`, undefined, opts);
}

/** `GET /api/chat/{id}/rating/`: whether I may rate the other party of my chat, and my rating. */
export function ofChat(client: ApiClient, chatId: number, opts: CallOptions = {}): Promise<ChatRating> {
  return client.get<ChatRating>(`/api/chat/${chatId}/rating/`, undefined, opts);
}

/** `POST /api/ratings/`: rate the other party of a chat with a deal (403 without one, 409 twice). */
export function rate(client: ApiClient, body: RatingCreate, opts: CallOptions = {}): Promise<Rating> {
  return client.post<Rating>('/api/ratings/', body, opts);
}

/** `PUT /api/ratings/{id}/`: edit my rating, within 7 days of giving it. */
export function edit(client: ApiClient, id: number, body: RatingEdit, opts: CallOptions = {}): Promise<Rating> {
  return client.put<Rating>(`/api/ratings/${id}/`, body, opts);
}

/** `POST /api/ratings/{id}/reply/`: the rated person's one reply (409 the second time). */
export function reply(client: ApiClient, id: number, text: string, opts: CallOptions = {}): Promise<Rating> {
  return client.post<Rating>(`/api/ratings/${id}/reply/`, { text }, opts);
}

/** `POST /api/ratings/{id}/remove/`: an admin takes down a rating that breaks the rules (audited). */
export function remove(client: ApiClient, id: number, reason: string, opts: CallOptions = {}): Promise<void> {
  return client.post<void>(`/api/ratings/${id}/remove/`, { reason }, opts);
}
