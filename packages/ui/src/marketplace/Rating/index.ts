export { RatingStars } from './RatingStars';
export type { RatingStarsProps } from './RatingStars';
export { RatingForm } from './RatingForm';
export type { RatingFormProps, RatingValue } from './RatingForm';
export { RatingList } from './RatingList';
export type { RatingListProps } from './RatingList';
export { defaultRatingText } from './ratingText';
export type { RatingText } from './ratingText';
