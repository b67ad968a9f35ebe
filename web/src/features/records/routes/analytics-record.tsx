// Placeholder while the screen is built; it shows the catalogue's 'Coming soon'.
export { default } from '../../../app/routes/coming-soon';
