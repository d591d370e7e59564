/** An ad as the listing endpoints return it (spec section 3). */
export interface Ad {
  id: number | string;
  title: string;
  /** Price in rupees. */
  price: number;
  category: string;
  sub_category: string;
  /** Thumbnail URL, or null/empty when the ad has no photo. */
  thumbnail?: string | null;
  featured: boolean;
  /** ISO date-time or Date. */
  created_on: string | Date;
  area?: string | null;
  city?: string | null;
  /** Category-specific details. */
  data?: Record<string, unknown> | null;
}
