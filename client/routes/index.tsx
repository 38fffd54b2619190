import { createFileRoute } from '@tanstack/react-router';
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
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <Offerings />
      <HowWeChoose />
      <Philosophy />
      <ImageBand />
      <PowerOfNature />
      <FollowUs />
      <FloatingAssistantButton />
    </>
  );
}
