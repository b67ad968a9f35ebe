// Placeholder until the screen is built.
export { default } from '../../../app/routes/coming-soon';
