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
