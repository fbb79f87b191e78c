import styled from '@emotion/styled';

export const Container = styled.div`
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: 0 1rem;
  @media (min-width: 640px) {
    padding: 0 1.5rem;
  }
`;

export const Section = styled.section`
  padding: 3.5rem 0;
`;
