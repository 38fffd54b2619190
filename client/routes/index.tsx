import { createFileRoute } from '@tanstack/react-router';
import { loadPageData } from '@/lib/load-page-data';
import {
  ArticlesTeaser,
  HeroProducts,
  HomeBestsellers,
  SwapOfTheWeek,
} from '@/features/home/catalog-sections';
import {
  FloatingAssistantButton,
  FollowUs,
  Hero,
  HowWeChoose,
  ImageBand,
  Offerings,
  Philosophy,
  PowerOfNature,
} from '@/features/home/sections';

export const Route = createFileRoute('/')({
  // Everything the page shows, so that the server renders it once.
  loader: ({ context }) => {
    const { catalog } = context.utils;
    return loadPageData(
      context,
      catalog.homeHero.ensureData(),
      catalog.homeBestsellers.ensureData(),
      catalog.swapOfTheWeek.ensureData(),
      catalog.homeArticles.ensureData(),
    );
  },
  component: HomePage,
});

/** SPEC.md §2 Home page: the eleven sections in order (the footer comes from the layout). */
function HomePage() {
  return (
    <>
      <Hero />
      <Offerings />
      {/* The two sections between the offerings and the hero products. */}
      <HowWeChoose />
      <SwapOfTheWeek />
      <HeroProducts />
      <Philosophy />
      <HomeBestsellers />
      <ArticlesTeaser />
      <ImageBand />
      <PowerOfNature />
      <FollowUs />
      <FloatingAssistantButton />
    </>
  );
}
