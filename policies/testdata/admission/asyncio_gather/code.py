import asyncio

async def total(col):
    await asyncio.sleep(0)
    return df[col].sum()

async def main():
    return await asyncio.gather(total('revenue'), total('profit'))

print(asyncio.run(main()))
